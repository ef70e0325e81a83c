import type { LoanView } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { RecordRow } from '../../../components/display/record-row';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { formatDay } from '../../../lib/format/date-time';
import { formatDateTime } from '../../../lib/format/instant';
import { LoanStatus } from './loan-status';

/** One loan in a list: amount, status, what repaying takes now, the due date; opens the detail. */
export const LoanCard = ({ loan, onOpen }: { loan: LoanView; onOpen: () => void }) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const open = loan.status === 'disbursed' || loan.status === 'overdue';
  return (
    <button type="button" className="loan-card info-card" onClick={onOpen} data-testid="loan-card">
      <div className="loan-card-head">
        <span className="loan-card-amount">
          {n.money(loan.amount, loan.currency)} {loan.currency}
        </span>
        <LoanStatus loan={loan} />
      </div>
      <dl className="record-rows">
        <RecordRow label={t('loans.period')} plain>
          {t('loans.days', { n: loan.periodDays })}
        </RecordRow>
        {open && (
          <RecordRow label={t('loans.repaymentAmount')}>
            {n.money(loan.repaymentAmount, loan.currency)} {loan.currency}
          </RecordRow>
        )}
        {loan.dueDate && (
          <RecordRow label={t('loans.dueDate')} plain>
            {formatDay(loan.dueDate, n.language)}
          </RecordRow>
        )}
        <RecordRow label={t('loans.createdAt')} plain>
          {formatDateTime(loan.createdAt, n.language)}
        </RecordRow>
      </dl>
    </button>
  );
};
