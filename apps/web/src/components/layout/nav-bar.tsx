import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
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
  const nav = useNavigation();
  return (
    <header className="app-nav-bar">
      <NavBar
        backIcon={back}
        back={back ? '' : null}
        onBack={() => nav.navigateBack()}
        right={right}
      >
        <span className="app-nav-title">{title}</span>
      </NavBar>
    </header>
  );
};
