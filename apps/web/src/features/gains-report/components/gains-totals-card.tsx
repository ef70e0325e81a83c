import type { GainsTotals } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { PnlText } from '../../../components/display/pnl-text';
import { RecordRow } from '../../../components/display/record-row';
import { useNumberFormat } from '../../../lib/format/use-number-format';

/**
 * A tax year's totals in one currency, as the server summed them (exact; shown cut to the
 * currency's unit): the net large and coloured, then proceeds, cost and fees, then the sum of
 * the sales that gained and of those that lost, in the app's gain and loss colours.
 */
export const GainsTotalsCard = ({
  totals,
  year,
  currency,
}: {
  totals: GainsTotals;
  year: number;
  currency: string;
}) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  return (
    <section className="info-card gains-totals" data-testid="gains-totals">
      <div className="gains-totals-head">
        <span className="gains-net-label">{t('gains.net')}</span>
        <span className="gains-period num" data-testid="gains-period">
          {year} · {currency}
        </span>
      </div>
      <PnlText value={totals.net} currency={currency} className="big" testId="gains-net" />
      <div className="gains-count muted" data-testid="gains-count">
        {t('gains.sales', { count: totals.sales })}
      </div>
      <dl className="record-rows gains-figures">
        <RecordRow label={t('gains.proceeds')} testId="gains-proceeds">
          {n.money(totals.proceeds, currency)}
        </RecordRow>
        <RecordRow label={t('gains.cost')} testId="gains-cost">
          {n.money(totals.cost, currency)}
        </RecordRow>
        <RecordRow label={t('gains.fees')} testId="gains-fees">
          {n.money(totals.fees, currency)}
        </RecordRow>
        <RecordRow label={t('gains.gains')}>
          <PnlText
            value={totals.gains}
            currency={currency}
            withCurrency={false}
            testId="gains-gains"
          />
        </RecordRow>
        <RecordRow label={t('gains.losses')}>
          <PnlText
            value={totals.losses}
            currency={currency}
            withCurrency={false}
            testId="gains-losses"
          />
        </RecordRow>
      </dl>
    </section>
  );
};
