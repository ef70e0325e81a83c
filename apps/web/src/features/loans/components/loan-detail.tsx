import { Decimal, type LoanView } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { RecordRow } from '../../../components/display/record-row';
import { formatDay } from '../../../lib/format/date-time';
import { formatDateTime } from '../../../lib/format/instant';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { accruedFigure } from './loan-format';
import { LoanRateRows } from './loan-rates';
import { LoanStatus } from './loan-status';

/** Every field of seed section 3's stock financing layout, and what is owed now. */
export const LoanDetail = ({ loan }: { loan: LoanView }) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const money = (value: string) => `${n.money(value, loan.currency)} ${loan.currency}`;
  const accrued = (value: string) =>
    `${accruedFigure(value, loan.currency, n.figure)} ${loan.currency}`;
  const lent = loan.status === 'disbursed' || loan.status === 'overdue';
  return (
    <section className="info-card loan-detail" data-testid="loan-detail">
      <div className="loan-card-head">
        <span className="loan-card-amount" data-testid="loan-amount-shown">
          {money(loan.amount)}
        </span>
        <LoanStatus loan={loan} />
      </div>
      {loan.status === 'rejected' && loan.reason && (
        <p className="loan-reason loss" data-testid="loan-reason">
          {t('loans.rejectedBecause', { reason: loan.reason })}
        </p>
      )}
      <dl className="record-rows">
        <RecordRow label={t('loans.currency')} plain>
          {loan.currency}
        </RecordRow>
        <RecordRow label={t('loans.period')} plain>
          {t('loans.days', { n: loan.periodDays })}
        </RecordRow>
        <LoanRateRows
          interestRate={loan.interestRate}
          penaltyRate={loan.penaltyRate}
          dayCount={loan.dayCount}
        />
        {(lent || loan.status === 'repaid') && (
          <>
            <RecordRow label={t('loans.principalDue')}>{money(loan.principalDue)}</RecordRow>
            <RecordRow label={t('loans.interestDue')}>{accrued(loan.interestDue)}</RecordRow>
            <RecordRow label={t('loans.penaltyDue')}>
              <span className={new Decimal(loan.penaltyDue).isZero() ? undefined : 'loss'}>
                {accrued(loan.penaltyDue)}
              </span>
            </RecordRow>
            <div className="record-row strong">
              <dt>{t('loans.repaymentAmount')}</dt>
              <dd className="amount" data-testid="loan-repayment-amount">
                {money(loan.repaymentAmount)}
              </dd>
            </div>
          </>
        )}
        {loan.dueDate && (
          <RecordRow label={t('loans.dueDate')} plain>
            <span className={loan.status === 'overdue' ? 'loss' : undefined}>
              {formatDay(loan.dueDate, n.language)}
            </span>
          </RecordRow>
        )}
        <RecordRow label={t('loans.createdAt')} plain>
          {formatDateTime(loan.createdAt, n.language)}
        </RecordRow>
        {loan.disbursedAt && (
          <RecordRow label={t('loans.disbursedAt')} plain>
            {formatDateTime(loan.disbursedAt, n.language)}
          </RecordRow>
        )}
        {loan.repaidAt && (
          <RecordRow label={t('loans.repaidAt')} plain>
            {formatDateTime(loan.repaidAt, n.language)}
          </RecordRow>
        )}
      </dl>
      {lent && <p className="muted small">{t('loans.accrualRule')}</p>}
    </section>
  );
};
