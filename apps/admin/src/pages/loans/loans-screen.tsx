import { LOAN_STATUSES, loanReviewRequest } from '@brokerage/shared';
import { Space } from 'antd';
import { FileImage } from '../../components/file-image';
import { Money } from '../../components/money';
import { ReviewQueue, type ReviewQueueConfig } from '../../components/review-queue';
import { fetchLoans, review, type Loan, type Status } from './queries';
import { EquityRatio, LoanCollateral, Percent } from './loan-collateral';

/**
 * Stock-financing applications: approving disburses the loan from the loan book at once;
 * rejecting sends the reason to the customer. The decision carries the version the operator
 * saw, so a loan that changed meanwhile is refused. Each loan opens to its pledged holdings,
 * equity ratio and margin calls.
 */
const LOANS: ReviewQueueConfig<Status, Loan, 'approve' | 'reject', typeof loanReviewRequest> = {
  name: 'loans',
  statuses: LOAN_STATUSES,
  fetch: fetchLoans,
  actions: { testPrefix: 'loan', kinds: { approve: 'primary', reject: 'danger' } },
  // Waiting is the approval's state: a loan applied for and not yet decided.
  waiting: (row) => row.approvalStatus === 'review',
  decidedAt: (row) => row.reviewedAt,
  columns: (column, t) => [
    {
      title: t('loans.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (value: string, row) => <Money value={value} currency={row.currency} />,
    },
    {
      title: t('loans.period'),
      dataIndex: 'periodDays',
      align: 'right',
      render: (days: number) => t('loans.days', { count: days }),
    },
    {
      title: t('loans.rate'),
      dataIndex: 'interestRate',
      align: 'right',
      // A yearly rate as the customer's agreement states it: 0.1825 is 18.25 %.
      render: (rate: string) => <Percent ratio={rate} />,
    },
    {
      title: t('loans.due'),
      dataIndex: 'repaymentAmount',
      align: 'right',
      render: (value: string, row) => <Money value={value} currency={row.currency} />,
    },
    {
      title: t('loans.collateral.equityRatio'),
      key: 'equityRatio',
      align: 'right',
      render: (_, row) => <EquityRatio collateral={row.collateral} stacked />,
    },
    {
      title: t('loans.documents'),
      key: 'documents',
      render: (_, row) => (
        // One above the other: the queue keeps its actions in view.
        <Space size={4} direction="vertical">
          <FileImage id={row.imageFileId} alt={t('loans.image')} />
          <FileImage id={row.signatureFileId} alt={t('loans.signature')} />
        </Space>
      ),
    },
    column.status({
      applied: 'gold',
      rejected: 'red',
      disbursed: 'blue',
      overdue: 'volcano',
      repaid: 'green',
    }),
    column.time(t('loans.applied'), 'createdAt'),
    column.remarks('reason'),
  ],
  // The pledged collateral, its equity ratio and the margin calls: before approving, and after.
  detail: (loan) => <LoanCollateral loan={loan} />,
  effects: ['approve'],
  decide: (loan, kind, t) => ({
    summary: (
      <>
        <Money value={loan.amount} currency={loan.currency} /> ·{' '}
        {t('loans.days', { count: loan.periodDays })}
      </>
    ),
    schema: loanReviewRequest,
    body: (values) => ({
      decision: kind,
      reason: values.comment || undefined,
      note: values.note || undefined,
    }),
    submit: (body) => review(loan.id, body),
  }),
};

export const LoansScreen = () => <ReviewQueue config={LOANS} />;
