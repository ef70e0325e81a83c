import type { QuoteView } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { RecordRow } from '../../../components/display/record-row';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { useUserStore } from '../../../stores/user-store';
import { usePositions } from '../api/get-positions';
import { holdingOf } from '../utils/holding';
import { PnlText } from '../../../components/display/pnl-text';
import './trade.css';

/** On a quote page: the customer's own position in that instrument, if they hold it. */
export const MyHolding = ({
  instrumentKey,
  currency,
  quote,
}: {
  instrumentKey: string;
  currency: string | undefined;
  quote: QuoteView | undefined;
}) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const token = useUserStore((state) => state.token);
  const positions = usePositions('open', { enabled: token !== '', poll: false });
  const holding = positions.data && holdingOf(positions.data, instrumentKey, quote?.bid);
  if (!holding || !currency) return null;
  return (
    <section className="info-card my-holding" data-testid="my-holding">
      <h3 className="section-title">{t('myHolding.title')}</h3>
      <dl className="record-rows">
        <RecordRow label={t('trade.quantity')} testId="my-holding-quantity">
          {n.quantity(holding.quantity)}
        </RecordRow>
        <RecordRow label={t('myHolding.cost')} testId="my-holding-cost">
          {`${n.money(holding.cost, currency)} ${currency}`}
        </RecordRow>
        <RecordRow label={t('trade.floatingPnl')}>
          <PnlText value={holding.pnl} currency={currency} testId="my-holding-pnl" />
        </RecordRow>
      </dl>
    </section>
  );
};
