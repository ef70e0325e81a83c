import type { LoanView } from '@brokerage/shared';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const APPROVAL_COLOR: Record<LoanView['approvalStatus'], string> = {
  review: 'warning',
  approved: 'primary',
  rejected: 'danger',
};

const STATE_COLOR: Record<LoanView['status'], string> = {
  applied: 'default',
  rejected: 'default',
  disbursed: 'success',
  overdue: 'danger',
  repaid: 'success',
};

/**
 * Seed section 4: the approval status, and once decided the loan's state: disbursed or not
 * disbursed (then overdue or repaid).
 */
export const LoanStatus = ({ loan }: { loan: LoanView }) => {
  const { t } = useTranslation();
  return (
    <span className="loan-status">
      <Tag color={APPROVAL_COLOR[loan.approvalStatus]} fill="outline" data-testid="loan-status">
        {t(`loans.approval.${loan.approvalStatus}`)}
      </Tag>
      {loan.status !== 'applied' && (
        <Tag color={STATE_COLOR[loan.status]} fill="outline" data-testid="loan-state">
          {loan.status === 'rejected' ? t('loans.notDisbursed') : t(`loans.status.${loan.status}`)}
        </Tag>
      )}
    </span>
  );
};
