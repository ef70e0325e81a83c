import type { LoanTerms } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { RecordRow } from '../../../components/display/record-row';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { levelPercent } from './loan-format';

/**
 * What secures the loan, before the signature: the borrowing power in the chosen currency
 * (haircut-adjusted holdings less what is already lent), and the two levels of the equity
 * ratio with what happens below each.
 */
export const MarginTermRows = ({ terms, currency }: { terms: LoanTerms; currency: string }) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const power = terms.borrowingPower.find((p) => p.currency === currency);
  const money = (value: string) => `${n.money(value, currency)} ${currency}`;
  const level = (value: string) => levelPercent(value, n.figure);
  return (
    <>
      {power && (
        <>
          <div className="record-row strong">
            <dt>{t('loans.margin.borrowingPower')}</dt>
            <dd className="amount" data-testid="loan-borrowing-power">
              {money(power.borrowingPower)}
            </dd>
          </div>
          <RecordRow label={t('loans.margin.collateralValue')}>
            {money(power.collateralValue)}
          </RecordRow>
          <RecordRow label={t('loans.margin.alreadyBorrowed')}>{money(power.debt)}</RecordRow>
        </>
      )}
      <RecordRow label={t('loans.margin.maintenanceLevel')} testId="loan-maintenance-level">
        {level(terms.margin.maintenanceLevel)}
      </RecordRow>
      <RecordRow label={t('loans.margin.liquidationLevel')} testId="loan-liquidation-level">
        {level(terms.margin.liquidationLevel)}
      </RecordRow>
      <p className="muted small margin-rule" data-testid="loan-margin-rule">
        {t('loans.margin.rule', {
          maintenance: level(terms.margin.maintenanceLevel),
          liquidation: level(terms.margin.liquidationLevel),
          hours: terms.margin.callDeadlineHours,
        })}
      </p>
    </>
  );
};
