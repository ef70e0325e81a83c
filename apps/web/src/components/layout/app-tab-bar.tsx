import { TabBar } from 'antd-mobile';
import { TAB_ICONS, TAB_LABELS } from './tab-items';
import { useTranslation } from 'react-i18next';
import { TAB_ROUTES } from '../../config/paths';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';

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
            icon={TAB_ICONS[route.path]}
            title={t(TAB_LABELS[route.path] ?? route.title)}
          />
        ))}
      </TabBar>
    </nav>
  );
};
