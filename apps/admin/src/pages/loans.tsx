import { LOAN_STATUSES, loanReviewRequest } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../api/client';
import { CustomerLink } from '../components/customer-link';
import { DateTime } from '../components/date-time';
import { DecisionDialog, type Decision } from '../components/decision-dialog';
import { FileImage } from '../components/file-image';
import { Money } from '../components/money';
import { PageHeader } from '../components/page-header';
import { PagedTable, usePaging } from '../components/paged-table';
import { StatusFilter } from '../components/status-filter';

type Status = (typeof LOAN_STATUSES)[number];
const fetchLoans = (status: Status | undefined, page: number, pageSize: number) =>
  unwrap(api.GET('/api/v1/admin/loans', { params: { query: { status, page, pageSize } } }));
type Loan = Awaited<ReturnType<typeof fetchLoans>>['items'][number];

const STATUS_COLOR: Record<Status, string> = {
  applied: 'gold',
  rejected: 'red',
  disbursed: 'blue',
  overdue: 'volcano',
  repaid: 'green',
};

/**
 * Stock-financing applications: approving disburses the loan from the loan book at once;
 * rejecting sends the reason to the customer. The decision carries the version the operator
 * saw, so a loan that changed meanwhile is refused.
 */
export const LoansScreen = () => {
  const { t } = useTranslation();
  const paging = usePaging();
  const [status, setStatus] = useState<Status | 'all'>('applied');
  const [decision, setDecision] = useState<Decision<typeof loanReviewRequest> | null>(null);
  const filter = status === 'all' ? undefined : status;
  const query = useQuery({
    queryKey: ['loans', filter, paging.page, paging.pageSize],
    queryFn: () => fetchLoans(filter, paging.page, paging.pageSize),
  });

  const decide = (loan: Loan, kind: 'approve' | 'reject') =>
    setDecision({
      title: t(`loans.${kind}Title`, { id: loan.id }),
      summary: (
        <>
          <Money value={loan.amount} currency={loan.currency} /> ·{' '}
          {t('loans.days', { count: loan.periodDays })} · {t('common.customer')}{' '}
          <CustomerLink id={loan.customerId} />
          {kind === 'approve' ? <p className="muted">{t('loans.approveEffect')}</p> : null}
        </>
      ),
      confirm: t(`loans.${kind}`),
      danger: kind === 'reject',
      fields: ['comment'],
      commentRequired: kind === 'reject',
      schema: loanReviewRequest,
      body: (values) => ({
        decision: kind,
        reason: values.comment || undefined,
        version: loan.version,
      }),
      submit: (body) =>
        unwrap(
          api.POST('/api/v1/admin/loans/{id}/review', { params: { path: { id: loan.id } }, body }),
        ),
    });

  const columns: TableColumnsType<Loan> = [
    { title: t('common.id'), dataIndex: 'id', width: 72 },
    {
      title: t('common.customer'),
      dataIndex: 'customerId',
      render: (id: number) => <CustomerLink id={id} />,
    },
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
      render: (rate: string) => <span className="money">{rate}</span>,
    },
    {
      title: t('loans.due'),
      dataIndex: 'repaymentAmount',
      align: 'right',
      render: (value: string, row) => <Money value={value} currency={row.currency} />,
    },
    {
      title: t('loans.documents'),
      key: 'documents',
      render: (_, row) => (
        <Space size="small">
          <FileImage id={row.imageFileId} alt={t('loans.image')} />
          <FileImage id={row.signatureFileId} alt={t('loans.signature')} />
        </Space>
      ),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (value: Status) => (
        <Tag color={STATUS_COLOR[value]}>{t(`loans.status.${value}`)}</Tag>
      ),
    },
    {
      title: t('loans.applied'),
      dataIndex: 'createdAt',
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) =>
        row.approvalStatus === 'review' ? (
          <Space size="small">
            <Button
              size="small"
              type="primary"
              onClick={() => decide(row, 'approve')}
              data-testid={`loan-approve-${row.id}`}
            >
              {t('loans.approve')}
            </Button>
            <Button
              size="small"
              danger
              onClick={() => decide(row, 'reject')}
              data-testid={`loan-reject-${row.id}`}
            >
              {t('loans.reject')}
            </Button>
          </Space>
        ) : (
          <DateTime value={row.reviewedAt} />
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('menu.loans')}
        extra={
          <StatusFilter<Status>
            value={status}
            onChange={(value) => {
              setStatus(value);
              paging.reset();
            }}
            options={[
              ...LOAN_STATUSES.map((value) => ({ value, label: t(`loans.status.${value}`) })),
              { value: 'all', label: t('common.all') },
            ]}
          />
        }
      />
      <PagedTable
        query={query}
        paging={paging}
        columns={columns}
        rowKey="id"
        testId="loans-table"
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
};
