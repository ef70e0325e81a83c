import { depositAuditRequest } from '@brokerage/shared';
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

type Deposit = NonNullable<Awaited<ReturnType<typeof fetchDeposits>>>['items'][number];
type Status = 0 | 1 | 2 | 3;

const fetchDeposits = (status: Status | undefined, page: number, pageSize: number) =>
  unwrap(api.GET('/api/v1/admin/deposits', { params: { query: { status, page, pageSize } } }));

const STATUS_COLOR: Record<Status, string> = { 0: 'gold', 1: 'green', 2: 'blue', 3: 'red' };

/** Deposits waiting for review: pass, pass part of it (the audited amount), or refuse. */
export const DepositsScreen = () => {
  const { t } = useTranslation();
  const paging = usePaging();
  const [status, setStatus] = useState<Status | 'all'>(0);
  const [decision, setDecision] = useState<Decision<typeof depositAuditRequest> | null>(null);
  const filter = status === 'all' ? undefined : status;
  const query = useQuery({
    queryKey: ['deposits', filter, paging.page, paging.pageSize],
    queryFn: () => fetchDeposits(filter, paging.page, paging.pageSize),
  });

  const decide = (deposit: Deposit, kind: 'pass' | 'part' | 'refuse') =>
    setDecision({
      title: t(`deposits.${kind}Title`, { id: deposit.id }),
      summary: (
        <>
          {t('deposits.declared')}: <Money value={deposit.money} currency={deposit.currency} /> ·{' '}
          {t('common.customer')} <CustomerLink id={deposit.customerId} />
        </>
      ),
      confirm: t(`deposits.${kind}`),
      danger: kind === 'refuse',
      fields: kind === 'part' ? ['amount', 'comment'] : ['comment'],
      commentRequired: kind !== 'pass',
      schema: depositAuditRequest,
      body: (values) => ({
        decision: kind,
        auditMoney: values.auditMoney,
        comment: values.comment || undefined,
        version: deposit.version,
      }),
      submit: (body) =>
        unwrap(
          api.POST('/api/v1/admin/deposits/{id}/audit', {
            params: { path: { id: deposit.id } },
            body,
          }),
        ),
    });

  const columns: TableColumnsType<Deposit> = [
    { title: t('common.id'), dataIndex: 'id', width: 72 },
    {
      title: t('common.customer'),
      dataIndex: 'customerId',
      render: (id: number) => <CustomerLink id={id} />,
    },
    {
      title: t('deposits.reference'),
      dataIndex: 'reference',
      render: (value: string) => <code>{value}</code>,
    },
    {
      title: t('deposits.method'),
      dataIndex: 'type',
      render: (type: string, row) =>
        type === 'crypto' ? `USDT ${row.network ?? ''}` : t('deposits.bank'),
    },
    {
      title: t('deposits.amount'),
      dataIndex: 'money',
      align: 'right',
      render: (value: string, row) => <Money value={value} currency={row.currency} />,
    },
    {
      title: t('deposits.audited'),
      dataIndex: 'auditMoney',
      align: 'right',
      render: (value: string | null, row) => <Money value={value} currency={row.currency} />,
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (value: Status) => (
        <Tag color={STATUS_COLOR[value]}>{t(`deposits.status.${value}`)}</Tag>
      ),
    },
    {
      title: t('deposits.submitted'),
      dataIndex: 'submitTime',
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('deposits.proof'),
      dataIndex: 'proofFileId',
      render: (id: string | null) => (id ? <FileImage id={id} alt={t('deposits.proof')} /> : '—'),
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
              data-testid={`deposit-pass-${row.id}`}
            >
              {t('deposits.pass')}
            </Button>
            <Button
              size="small"
              onClick={() => decide(row, 'part')}
              data-testid={`deposit-part-${row.id}`}
            >
              {t('deposits.part')}
            </Button>
            <Button
              size="small"
              danger
              onClick={() => decide(row, 'refuse')}
              data-testid={`deposit-refuse-${row.id}`}
            >
              {t('deposits.refuse')}
            </Button>
          </Space>
        ) : (
          <DateTime value={row.auditTime} />
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('menu.deposits')}
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
                label: t(`deposits.status.${value}`),
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
        testId="deposits-table"
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
};
