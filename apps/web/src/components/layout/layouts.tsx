import { Icon } from '../icon/icon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SEARCH_PATH, type RouteDef } from '../../config/paths';
import { parseQuery } from '../../lib/navigation/query-string';
import { resolveWebviewTarget } from '../../lib/navigation/webview-target';
import { useNavigation } from '../../lib/navigation/use-navigation';
import { useAppStore } from '../../stores/app-store';
import { Spinner } from '../feedback/spinner';
import { AccountSwitchTool, CustomerServiceButton, HeaderTools } from '../tools/header-tools';
import { IconButton, NavIconButton } from '../tools/icon-button';
import { LanguagePicker } from '../tools/language-picker';
import { AppNavBar } from './nav-bar';
import { Logo } from './logo';
import { PageShell } from './page-shell';

export interface LayoutProps {
  route: RouteDef;
  children: ReactNode;
}

const tabPathOf = (route: RouteDef): string | undefined =>
  route.tab === undefined ? undefined : (route.aliasOf ?? route.path);

const SearchButton = () => {
  const { t } = useTranslation();
  return (
    <NavIconButton url={SEARCH_PATH} label={t('common.search')} testId="open-search">
      <Icon name="SearchOutline" />
    </NavIconButton>
  );
};

/** Home: brand header with search, language and support; the tab bar below. */
export const DfLayout = ({ route, children }: LayoutProps) => {
  const { t } = useTranslation();
  return (
    <PageShell
      className="layout-df"
      tabPath={tabPathOf(route)}
      header={
        <header className="df-header">
          <div className="df-brand">
            <Logo size={30} />
            <span className="df-name">{t('app.name')}</span>
          </div>
          <div className="header-tools">
            <AccountSwitchTool />
            <SearchButton />
            <LanguagePicker />
            <CustomerServiceButton />
          </div>
        </header>
      }
    >
      {children}
    </PageShell>
  );
};

/** Auth pages: back arrow, customer service, language picker and the logo. */
export const AuthLayout = ({ route, children }: LayoutProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  return (
    <PageShell
      className="layout-auth"
      header={
        <header className="auth-header">
          <IconButton label={t('common.back')} onClick={() => nav.navigateBack()}>
            <Icon name="LeftOutline" />
          </IconButton>
          <div className="header-tools">
            <CustomerServiceButton />
            <LanguagePicker />
          </div>
        </header>
      }
    >
      <div className="auth-brand">
        <Logo size={56} />
        <h1 className="auth-title">{t(route.title)}</h1>
      </div>
      {children}
    </PageShell>
  );
};

/** Most pages: the custom navigation bar with back and the translated title. */
export const DemoLayout = ({ route, children }: LayoutProps) => {
  const { t } = useTranslation();
  const { search } = useLocation();
  const allowedOrigins = useAppStore((state) => state.webviewOrigins);
  const query = parseQuery(search);
  // A link's title is shown only over the page it opens: a refused link cannot put its own
  // words ("Bank", "Log in again") in the app's bar.
  const queryTitle =
    route.titleFromQuery &&
    resolveWebviewTarget(query.url, window.location.origin, allowedOrigins).kind === 'allowed'
      ? query.title
      : undefined;
  return (
    <PageShell
      className="layout-demo"
      tabPath={tabPathOf(route)}
      header={<AppNavBar title={queryTitle || t(route.title)} />}
    >
      {children}
    </PageShell>
  );
};

/** Spinner until start-up finishes; header with search and the route's tools. */
export const DefaultLayout = ({ route, children }: LayoutProps) => {
  const { t } = useTranslation();
  const init = useAppStore((state) => state.init);
  return (
    <PageShell
      className="layout-default"
      tabPath={tabPathOf(route)}
      header={
        <header className="default-header">
          <SearchButton />
          <h1 className="default-title">{t(route.title)}</h1>
          <HeaderTools tools={route.tools ?? []} />
        </header>
      }
    >
      {init ? (
        children
      ) : (
        <div className="startup-spinner" role="status" aria-label={t('common.loading')}>
          <Spinner />
        </div>
      )}
    </PageShell>
  );
};

export const LAYOUTS = {
  df: DfLayout,
  auth: AuthLayout,
  demo: DemoLayout,
  default: DefaultLayout,
} as const;
