import { withdrawalReviewRequest } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../api/client';
import { CustomerLink } from '../components/customer-link';
import { DateTime } from '../components/date-time';
import { DecisionDialog, type Decision } from '../components/decision-dialog';
import { Money } from '../components/money';
import { PageHeader } from '../components/page-header';
import { PagedTable, usePaging } from '../components/paged-table';
import { StatusFilter } from '../components/status-filter';

type Status = 0 | 1 | 2 | 3;
const fetchWithdrawals = (status: Status | undefined, page: number, pageSize: number) =>
  unwrap(api.GET('/api/v1/admin/withdrawals', { params: { query: { status, page, pageSize } } }));
type Withdrawal = Awaited<ReturnType<typeof fetchWithdrawals>>['items'][number];

const STATUS_COLOR: Record<Status, string> = { 0: 'gold', 1: 'green', 2: 'red', 3: 'default' };

/** Where the money goes, as the customer entered it (bank account or wallet). */
const Target = ({ target }: { target: Record<string, unknown> }) => (
  <Typography.Text className="target" copyable={false}>
    {Object.entries(target)
      .filter(
        ([key, value]) => key !== 'id' && (typeof value === 'string' || typeof value === 'number'),
      )
      .map(([, value]) => String(value))
      .join(' · ')}
  </Typography.Text>
);

/** Withdrawals waiting for review: pass, or refuse with a reason the customer reads in the inbox. */
export const WithdrawalsScreen = () => {
  const { t } = useTranslation();
  const paging = usePaging();
  const [status, setStatus] = useState<Status | 'all'>(0);
  const [decision, setDecision] = useState<Decision<typeof withdrawalReviewRequest> | null>(null);
  const filter = status === 'all' ? undefined : status;
  const query = useQuery({
    queryKey: ['withdrawals', filter, paging.page, paging.pageSize],
    queryFn: () => fetchWithdrawals(filter, paging.page, paging.pageSize),
  });

  const decide = (withdrawal: Withdrawal, kind: 'pass' | 'refuse') =>
    setDecision({
      title: t(`withdrawals.${kind}Title`, { id: withdrawal.id }),
      summary: (
        <>
          <Money value={withdrawal.amount} currency={withdrawal.currency} /> →{' '}
          <Target target={withdrawal.target} /> · {t('common.customer')}{' '}
          <CustomerLink id={withdrawal.customerId} />
          {kind === 'refuse' ? <p className="muted">{t('withdrawals.refuseEffect')}</p> : null}
        </>
      ),
      confirm: t(`withdrawals.${kind}`),
      danger: kind === 'refuse',
      fields: ['comment'],
      commentRequired: kind === 'refuse',
      schema: withdrawalReviewRequest,
      body: (values) => ({
        decision: kind,
        comment: values.comment || undefined,
        version: withdrawal.version,
      }),
      submit: (body) =>
        unwrap(
          api.POST('/api/v1/admin/withdrawals/{id}/review', {
            params: { path: { id: withdrawal.id } },
            body,
          }),
        ),
    });

  const columns: TableColumnsType<Withdrawal> = [
    { title: t('common.id'), dataIndex: 'id', width: 72 },
    {
      title: t('common.customer'),
      dataIndex: 'customerId',
      render: (id: number) => <CustomerLink id={id} />,
    },
    {
      title: t('withdrawals.method'),
      dataIndex: 'type',
      render: (type: string) => t(`withdrawals.type.${type}`),
    },
    {
      title: t('withdrawals.target'),
      dataIndex: 'target',
      render: (target: Record<string, unknown>) => <Target target={target} />,
    },
    {
      title: t('withdrawals.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (value: string, row) => <Money value={value} currency={row.currency} />,
    },
    {
      title: t('withdrawals.fee'),
      dataIndex: 'fee',
      align: 'right',
      render: (value: string, row) => <Money value={value} currency={row.currency} />,
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (value: Status) => (
        <Tag color={STATUS_COLOR[value]}>{t(`withdrawals.status.${value}`)}</Tag>
      ),
    },
    {
      title: t('withdrawals.requested'),
      dataIndex: 'createdAt',
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('withdrawals.promisedBy'),
      dataIndex: 'promisedBy',
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('review.comment'),
      dataIndex: 'comment',
      ellipsis: true,
      width: 200,
      render: (value: string | null) => value ?? '—',
    },
    {
      title: t('common.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) =>
        row.status === 0 ? (
          <Space size="small">
            <Button
              size="small"
              type="primary"
              onClick={() => decide(row, 'pass')}
              data-testid={`withdrawal-pass-${row.id}`}
            >
              {t('withdrawals.pass')}
            </Button>
            <Button
              size="small"
              danger
              onClick={() => decide(row, 'refuse')}
              data-testid={`withdrawal-refuse-${row.id}`}
            >
              {t('withdrawals.refuse')}
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
        title={t('menu.withdrawals')}
        extra={
          <StatusFilter<Status>
            value={status}
            onChange={(value) => {
              setStatus(value);
              paging.reset();
            }}
            options={[
              ...([0, 1, 2, 3] as const).map((value) => ({
                value,
                label: t(`withdrawals.status.${value}`),
              })),
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
        testId="withdrawals-table"
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
};
