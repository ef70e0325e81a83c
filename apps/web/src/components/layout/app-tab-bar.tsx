import { TabBar } from 'antd-mobile';
import {
  AppOutline,
  HistogramOutline,
  StarOutline,
  TransportQRcodeOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TAB_ROUTES } from '../../config/paths';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';

const ICONS: Record<string, ReactNode> = {
  '/': <AppOutline />,
  '/pages/main/market/index': <HistogramOutline />,
  '/pages/main/watchlist/index': <StarOutline />,
  '/pages/main/trade/index': <TransportQRcodeOutline />,
  '/pages/main/profile/index': <UserOutline />,
};

const LABELS: Record<string, string> = {
  '/': 'tab.home',
  '/pages/main/market/index': 'tab.market',
  '/pages/main/watchlist/index': 'tab.watchlist',
  '/pages/main/trade/index': 'tab.trade',
  '/pages/main/profile/index': 'tab.profile',
};

/** Bottom bar of seed section 2: 5 tabs, 50px high, 24px icons, selected #372fc8 (CSS). */
export const AppTabBar = ({ activePath }: { activePath: string }) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  return (
    <nav className="app-tab-bar" aria-label={t('a11y.mainTabs')}>
      <TabBar
        activeKey={activePath}
        onChange={(key) => ignoreRefusal(nav.switchTab({ url: key }))}
        safeArea
      >
        {TAB_ROUTES.map((route) => (
          <TabBar.Item
            key={route.path}
            icon={ICONS[route.path]}
            title={t(LABELS[route.path] ?? route.title)}
          />
        ))}
      </TabBar>
    </nav>
  );
};
