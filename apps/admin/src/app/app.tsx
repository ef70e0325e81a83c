import { can } from '@brokerage/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Result } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { createHashRouter, Navigate, RouterProvider } from 'react-router';
import { ConsoleLayout } from '../layout/console-layout';
import { EnrolmentGate } from '../layout/enrolment-gate';
import { PasswordGate } from '../layout/password-gate';
import { SignInScreen } from '../pages/sign-in/sign-in-screen';
import { useToken } from '../session/session-store';
import { useOperator } from '../session/use-operator';
import { queryClient } from './query-client';
import { lazyScreen, ScreenSuspense } from './lazy-screen';
import { SCREENS, type Screen } from './screens';

const CustomerScreen = lazyScreen(
  () => import('../pages/customer/customer-screen'),
  'CustomerScreen',
);

/** A screen the operator's role may not open says so instead of showing refusals. */
const Guarded = ({ screen }: { screen: Screen }) => {
  const { t } = useTranslation();
  const operator = useOperator();
  if (operator.isPending) return null;
  if (!can(operator.data?.role, screen.capability))
    return <Result status="403" title={t('app.forbidden')} data-testid="forbidden" />;
  return <ScreenSuspense name={screen.key}>{screen.element}</ScreenSuspense>;
};

/**
 * Signed in: the console; or only the password change after an admin reset the password; or
 * only TOTP enrolment while an admin requires it of this operator.
 */
const SignedIn = () => {
  const token = useToken();
  const operator = useOperator();
  if (!token) return <Navigate to="/sign-in" replace />;
  if (operator.data?.mustChangePassword) return <PasswordGate />;
  if (operator.data?.mustEnrolTotp) return <EnrolmentGate />;
  return <ConsoleLayout />;
};
const SignInRoute = () => (useToken() ? <Navigate to="/" replace /> : <SignInScreen />);

const router = createHashRouter([
  { path: '/sign-in', element: <SignInRoute /> },
  {
    path: '/',
    element: <SignedIn />,
    children: [
      ...SCREENS.map((screen) => ({
        path: screen.path,
        element: <Guarded screen={screen} />,
      })),
      {
        path: '/customers/:id',
        element: (
          <ScreenSuspense name="customer">
            <CustomerScreen />
          </ScreenSuspense>
        ),
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);

export const App = () => {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider
      locale={i18n.language === 'zh-Hans' ? zhCN : enUS}
      theme={{ token: { colorPrimary: '#465cff', borderRadius: 6 } }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
};
