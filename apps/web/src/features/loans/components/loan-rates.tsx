import { dailyRate, LOAN_DAY_COUNTS, type LoanDayCount } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { RecordRow } from '../../../components/display/record-row';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { ratePercent } from './loan-format';

/**
 * A loan's rates as the agreement states them: each annual rate, the day-count basis, and the
 * daily rate derived from it (annual / 365), shown before the signature and on the loan.
 */
export const LoanRateRows = ({
  interestRate,
  penaltyRate,
  dayCount,
}: {
  interestRate: string;
  penaltyRate: string;
  dayCount: LoanDayCount;
}) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const percent = (rate: Parameters<typeof ratePercent>[0]) => ratePercent(rate, n.figure);
  const daily = (annual: string) =>
    t('loans.dailyRateOf', {
      rate: percent(dailyRate(annual, dayCount)),
      annual: percent(annual),
      days: LOAN_DAY_COUNTS[dayCount],
    });
  return (
    <>
      <RecordRow label={t('loans.interestRate')} testId="loan-interest-rate">
        {t('loans.perYear', { rate: percent(interestRate) })}
      </RecordRow>
      <RecordRow label={t('loans.dayCount')} testId="loan-day-count" plain>
        {t('loans.dayCountActual365')}
      </RecordRow>
      <RecordRow label={t('loans.dailyInterestRate')} testId="loan-daily-interest-rate">
        {daily(interestRate)}
      </RecordRow>
      <RecordRow label={t('loans.penaltyRate')} testId="loan-penalty-rate">
        {t('loans.perYear', { rate: percent(penaltyRate) })}
      </RecordRow>
      <RecordRow label={t('loans.dailyPenaltyRate')} testId="loan-daily-penalty-rate">
        {daily(penaltyRate)}
      </RecordRow>
    </>
  );
};
