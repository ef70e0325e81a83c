import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from '../../lib/navigation/use-navigation';

/** The custom navigation bar every non-tab page uses (seed section 2). */
export const AppNavBar = ({
  title,
  right,
  back = true,
}: {
  title: string;
  right?: ReactNode;
  back?: boolean;
}) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  return (
    <header className="app-nav-bar">
      <NavBar
        backIcon={back}
        back={back ? '' : null}
        // antd-mobile hides `back` from screen readers; the arrow's button is named here.
        left={back ? <span className="visually-hidden">{t('common.back')}</span> : undefined}
        onBack={() => nav.navigateBack()}
        right={right}
      >
        <span className="app-nav-title">{title}</span>
      </NavBar>
    </header>
  );
};
