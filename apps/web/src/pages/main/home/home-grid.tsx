import { Grid } from 'antd-mobile';
import { Icon } from '../../../components/icon/icon';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerService } from '../../../components/tools/customer-service';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';

interface Entry {
  key: string;
  icon: ReactNode;
  url?: string;
  action?: 'support';
}

/** The home grid of seed section 1, in the seed's order. */
export const HOME_ENTRIES: readonly Entry[] = [
  { key: 'borrow', icon: <Icon name="CollectMoneyOutline" />, url: '/pages/borrow/index' },
  { key: 'deposit', icon: <Icon name="DownlandOutline" />, url: '/pages/deposit/index' },
  { key: 'withdraw', icon: <Icon name="UploadOutline" />, url: '/pages/withdraw/crypto' },
  { key: 'blockTrade', icon: <Icon name="BankcardOutline" />, url: '/pages/product/blocktrade' },
  { key: 'ipo', icon: <Icon name="FireFill" />, url: '/pages/product/ipo/index' },
  { key: 'quant', icon: <Icon name="HistogramOutline" />, url: '/pages/quantify/index' },
  { key: 'support', icon: <Icon name="MessageOutline" />, action: 'support' },
  { key: 'about', icon: <Icon name="InformationCircleOutline" />, url: '/pages/about/index' },
  { key: 'fund', icon: <Icon name="PieOutline" />, url: '/pages/fund/index' },
];

export const HomeGrid = () => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const openCustomerService = useCustomerService();

  const open = (entry: Entry): void => {
    if (entry.url) ignoreRefusal(nav.navigateTo({ url: entry.url }));
    else if (entry.action === 'support') openCustomerService();
  };

  return (
    <Grid columns={3} gap={8} className="home-grid">
      {HOME_ENTRIES.map((entry) => (
        <Grid.Item key={entry.key}>
          <button
            type="button"
            className="home-grid-item"
            onClick={() => open(entry)}
            data-testid={`home-${entry.key}`}
          >
            <span className="home-grid-icon">{entry.icon}</span>
            <span className="home-grid-label">{t(`home.grid.${entry.key}`)}</span>
          </button>
        </Grid.Item>
      ))}
    </Grid>
  );
};
