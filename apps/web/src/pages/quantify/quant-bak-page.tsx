import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../components/page/lazy-page';
import { useQuantFunds } from '../../features/quant/api/quant-queries';
import { AppropriatenessNotice } from '../../features/appropriateness/components/appropriateness-notice';
import { FundCatalog } from '../../features/quant/components/fund-catalog';
import { Refreshable } from '../../lib/ui/refresh';

/** /pages/quantify/bak: the seed's variant, the same products in a compact list. */
export const QuantBakPage = (_props: PageProps) => {
  const { t } = useTranslation();
  const funds = useQuantFunds();
  return (
    <Refreshable onRefresh={() => funds.refetch()}>
      <div className="quant-page padded" data-testid="quant-bak-page">
        <p className="quant-intro">{t('quant.compactIntro')}</p>
        <AppropriatenessNotice />
        <FundCatalog compact />
      </div>
    </Refreshable>
  );
};
