import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../api/client';
import { DateTime } from '../date-time';
import { DecisionRemarks } from '../decision-remarks';
import { Money } from '../money';
import { PagedTable, usePagedQuery, type Paged } from '../paged-table';
import { WithdrawalDestination } from '../withdrawal-destination';

/**
 * One customer's deposits, withdrawals and loans: the review queues' own lists narrowed by
 * `customerId` (one mechanism on the server), newest first, paged, decided ones included.
 */
const fetchers = {
  deposits: (customerId: number, page: number, pageSize: number) =>
    unwrap(
      api.GET('/api/v1/admin/deposits', { params: { query: { customerId, page, pageSize } } }),
    ),
  withdrawals: (customerId: number, page: number, pageSize: number) =>
    unwrap(
      api.GET('/api/v1/admin/withdrawals', { params: { query: { customerId, page, pageSize } } }),
    ),
  loans: (customerId: number, page: number, pageSize: number) =>
    unwrap(api.GET('/api/v1/admin/loans', { params: { query: { customerId, page, pageSize } } })),
};
type Kind = keyof typeof fetchers;
type Row<K extends Kind> = Awaited<ReturnType<(typeof fetchers)[K]>>['items'][number];

const STATUS_COLORS: Record<string, string> = {
  '0': 'gold',
  '1': 'green',
  '2': 'blue',
  '3': 'red',
  applied: 'gold',
  rejected: 'red',
  disbursed: 'blue',
  overdue: 'volcano',
  repaid: 'green',
};

const usePagedRecords = <K extends Kind>(kind: K, customerId: number) => {
  const { paging, query, fetchPage } = usePagedQuery(
    [`customer-${kind}`, customerId],
    (page, pageSize) => fetchers[kind](customerId, page, pageSize) as Promise<Paged<Row<K>>>,
    10,
  );
  const csv = { name: `customer-${customerId}-${kind}`, fetchPage };
  return { paging, query, csv };
};

/** The columns each record list starts with: its id and status, in the queue's words. */
const leading = <R extends { id: number; status: string | number }>(
  t: (key: string) => string,
  name: Kind,
): TableColumnsType<R> => [
  { title: t('common.id'), dataIndex: 'id', width: 72 },
  {
    title: t('common.status'),
    dataIndex: 'status',
    render: (value: string | number) => (
      <Tag color={STATUS_COLORS[String(value)]}>{t(`${name}.status.${value}`)}</Tag>
    ),
  },
];

const remarks = <R extends { id: number; note: string | null }>(
  t: (key: string) => string,
  dataIndex: 'comment' | 'reason',
) => ({
  title: t('review.remarks'),
  dataIndex,
  width: 240,
  render: (value: string | null, row: R) => (
    <DecisionRemarks message={value} note={row.note} noteTestId={`record-note-${row.id}`} />
  ),
});

export const CustomerDeposits = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const { paging, query, csv } = usePagedRecords('deposits', id);
  const columns: TableColumnsType<Row<'deposits'>> = [
    ...leading<Row<'deposits'>>(t, 'deposits'),
    {
      title: t('deposits.reference'),
      dataIndex: 'reference',
      render: (v: string) => <code>{v}</code>,
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
      title: t('deposits.submitted'),
      dataIndex: 'submitTime',
      width: 160,
      render: (value: string) => <DateTime value={value} />,
    },
    remarks<Row<'deposits'>>(t, 'comment'),
  ];
  return (
    <PagedTable
      query={query}
      paging={paging}
      columns={columns}
      rowKey="id"
      testId="customer-deposits"
      csv={csv}
    />
  );
};

export const CustomerWithdrawals = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const { paging, query, csv } = usePagedRecords('withdrawals', id);
  const columns: TableColumnsType<Row<'withdrawals'>> = [
    ...leading<Row<'withdrawals'>>(t, 'withdrawals'),
    {
      title: t('withdrawals.target'),
      dataIndex: 'target',
      render: (target: Record<string, unknown>, row) => (
        <WithdrawalDestination type={row.type} target={target} />
      ),
    },
    {
      title: t('withdrawals.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (value: string, row) => <Money value={value} currency={row.currency} />,
    },
    {
      title: t('withdrawals.requested'),
      dataIndex: 'createdAt',
      width: 160,
      render: (value: string) => <DateTime value={value} />,
    },
    remarks<Row<'withdrawals'>>(t, 'comment'),
  ];
  return (
    <PagedTable
      query={query}
      paging={paging}
      columns={columns}
      rowKey="id"
      testId="customer-withdrawals"
      csv={csv}
    />
  );
};

export const CustomerLoans = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const { paging, query, csv } = usePagedRecords('loans', id);
  const columns: TableColumnsType<Row<'loans'>> = [
    ...leading<Row<'loans'>>(t, 'loans'),
    {
      title: t('loans.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (value: string, row) => <Money value={value} currency={row.currency} />,
    },
    {
      title: t('loans.due'),
      dataIndex: 'repaymentAmount',
      align: 'right',
      render: (value: string, row) => <Money value={value} currency={row.currency} />,
    },
    {
      title: t('loans.applied'),
      dataIndex: 'createdAt',
      width: 160,
      render: (value: string) => <DateTime value={value} />,
    },
    remarks<Row<'loans'>>(t, 'reason'),
  ];
  return (
    <PagedTable
      query={query}
      paging={paging}
      columns={columns}
      rowKey="id"
      testId="customer-loans"
      csv={csv}
    />
  );
};
