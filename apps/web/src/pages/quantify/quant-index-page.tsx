import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../components/page/lazy-page';
import { useQuantFunds } from '../../features/quant/api/quant-queries';
import { AppropriatenessNotice } from '../../features/appropriateness/components/appropriateness-notice';
import { FundCatalog } from '../../features/quant/components/fund-catalog';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { Refreshable } from '../../lib/ui/refresh';

/** /pages/quantify/index: the quant products, with links to the customer's holdings. */
export const QuantIndexPage = (_props: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const funds = useQuantFunds();
  return (
    <Refreshable onRefresh={() => funds.refetch()}>
      <div className="quant-page padded" data-testid="quant-index-page">
        <p className="quant-intro">{t('quant.intro')}</p>
        <div className="quant-links">
          <Button
            size="small"
            onClick={() => ignoreRefusal(nav.navigateTo({ url: '/pages/quantify/list' }))}
            data-testid="quant-to-list"
          >
            {t('quant.myHoldings')}
          </Button>
          <Button
            size="small"
            onClick={() => ignoreRefusal(nav.navigateTo({ url: '/pages/quantify/history' }))}
          >
            {t('quant.ended')}
          </Button>
        </div>
        <AppropriatenessNotice />
        <FundCatalog />
      </div>
    </Refreshable>
  );
};
