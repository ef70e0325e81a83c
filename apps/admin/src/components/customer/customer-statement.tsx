import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../api/client';
import { EntryDescription, EntryType, postingsCsvColumn } from '../ledger-entry';
import { DateTime } from '../date-time';
import { Money } from '../money';
import { PagedTable, usePagedQuery } from '../paged-table';

/**
 * The customer's ledger movements, newest first: the ledger explorer narrowed to them. `size`
 * rows a page (the context drawer shows the last few).
 */
/** Which of the customer's accounts a posting moved (`customer:7:held`), in the reader's words. */
const AccountKind = ({ account }: { account: string }) => {
  const { t } = useTranslation();
  const kind = account.split(':').pop() ?? account;
  return <span className="muted">{t(`ledger.kinds.${kind}`, { defaultValue: kind })}</span>;
};

export const CustomerStatement = ({ id, size = 20 }: { id: number; size?: number }) => {
  const { t } = useTranslation();
  const { paging, query, fetchPage } = usePagedQuery(
    ['ledger', { customerId: id }],
    (page, pageSize) =>
      unwrap(
        api.GET('/api/v1/admin/ledger/entries', {
          params: { query: { customerId: id, page, pageSize } },
        }),
      ),
    size,
  );
  type Entry = NonNullable<typeof query.data>['items'][number];
  const columns: TableColumnsType<Entry> = [
    {
      title: t('audit.when'),
      dataIndex: 'createdAt',
      render: (value: string) => <DateTime value={value} />,
    },
    {
      title: t('ledger.type'),
      dataIndex: 'type',
      render: (value: string) => <EntryType type={value} />,
    },
    {
      title: t('ledger.description'),
      dataIndex: 'description',
      render: (value: string, entry) => (
        <EntryDescription
          memo={entry.memo}
          description={value}
          currency={entry.postings[0]?.currency}
        />
      ),
    },
    {
      title: t('ledger.amount'),
      key: 'amount',
      align: 'right',
      render: (_, entry) =>
        entry.postings
          .filter((posting) => posting.account.startsWith(`customer:${id}:`))
          .map((posting) => (
            <div key={`${posting.account}`}>
              <Money value={posting.amount} currency={posting.currency} signed />{' '}
              {/* Which of the customer's accounts: a hold moves money between two of them. */}
              <AccountKind account={posting.account} />
            </div>
          )),
    },
    {
      title: t('review.reason'),
      dataIndex: 'reason',
      render: (value: string | null) => value ?? '—',
    },
  ];
  return (
    <PagedTable
      query={query}
      paging={paging}
      columns={columns}
      rowKey="id"
      testId="customer-statement"
      csv={{
        name: `customer-${id}-statement`,
        fetchPage,
        extra: [postingsCsvColumn(t('ledger.postings'))],
      }}
    />
  );
};
