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

/**
 * One customer's list of `kind`: its id and status in the queue's words, the kind's own
 * columns, when it was made, and the decision's message and note; paged, with its CSV.
 */
const RecordList = <K extends Kind>({
  kind,
  customerId,
  middle,
  madeAt,
  message,
}: {
  kind: K;
  customerId: number;
  middle: TableColumnsType<Row<K>>;
  /** The field saying when the customer made it, and its heading's key. */
  madeAt: { field: string; title: string };
  /** The field holding the decision's message to the customer. */
  message: 'comment' | 'reason';
}) => {
  const { t } = useTranslation();
  const { paging, query, fetchPage } = usePagedQuery(
    [`customer-${kind}`, customerId],
    (page, pageSize) => fetchers[kind](customerId, page, pageSize) as Promise<Paged<Row<K>>>,
    10,
  );
  const columns: TableColumnsType<Row<K>> = [
    { title: t('common.id'), dataIndex: 'id', width: 72 },
    {
      title: t('common.status'),
      dataIndex: 'status',
      render: (value: string | number) => (
        <Tag color={STATUS_COLORS[String(value)]}>{t(`${kind}.status.${value}`)}</Tag>
      ),
    },
    ...middle,
    {
      title: t(madeAt.title),
      dataIndex: madeAt.field,
      width: 160,
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('review.remarks'),
      dataIndex: message,
      width: 240,
      render: (value: string | null, row) => (
        <DecisionRemarks message={value} note={row.note} noteTestId={`record-note-${row.id}`} />
      ),
    },
  ];
  return (
    <PagedTable
      query={query}
      paging={paging}
      columns={columns}
      rowKey="id"
      testId={`customer-${kind}`}
      csv={{ name: `customer-${customerId}-${kind}`, fetchPage }}
    />
  );
};

/** An amount in the record's own currency. */
const amountColumn = <R extends { currency: string }>(
  title: string,
  dataIndex: keyof R & string,
) => ({
  title,
  dataIndex,
  align: 'right' as const,
  render: (value: string | null, row: R) => <Money value={value} currency={row.currency} />,
});

export const CustomerDeposits = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  return (
    <RecordList
      kind="deposits"
      customerId={id}
      middle={[
        {
          title: t('deposits.reference'),
          dataIndex: 'reference',
          render: (v: string) => <code>{v}</code>,
        },
        amountColumn<Row<'deposits'>>(t('deposits.amount'), 'money'),
        amountColumn<Row<'deposits'>>(t('deposits.audited'), 'auditMoney'),
      ]}
      madeAt={{ field: 'submitTime', title: 'deposits.submitted' }}
      message="comment"
    />
  );
};

export const CustomerWithdrawals = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  return (
    <RecordList
      kind="withdrawals"
      customerId={id}
      middle={[
        {
          title: t('withdrawals.target'),
          dataIndex: 'target',
          render: (target: Record<string, unknown>, row) => (
            <WithdrawalDestination type={row.type} target={target} />
          ),
        },
        amountColumn<Row<'withdrawals'>>(t('withdrawals.amount'), 'amount'),
      ]}
      madeAt={{ field: 'createdAt', title: 'withdrawals.requested' }}
      message="comment"
    />
  );
};

export const CustomerLoans = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  return (
    <RecordList
      kind="loans"
      customerId={id}
      middle={[
        amountColumn<Row<'loans'>>(t('loans.amount'), 'amount'),
        amountColumn<Row<'loans'>>(t('loans.due'), 'repaymentAmount'),
      ]}
      madeAt={{ field: 'createdAt', title: 'loans.applied' }}
      message="reason"
    />
  );
};
