import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../api/client';
import { DateTime } from '../date-time';
import { Money } from '../money';
import { PagedTable, usePaging } from '../paged-table';

/**
 * The customer's ledger movements, newest first: the ledger explorer narrowed to them. `size`
 * rows a page (the context drawer shows the last few).
 */
export const CustomerStatement = ({ id, size = 20 }: { id: number; size?: number }) => {
  const { t } = useTranslation();
  const paging = usePaging(size);
  const query = useQuery({
    queryKey: ['ledger', { customerId: id }, paging.page, paging.pageSize],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/ledger/entries', {
          params: { query: { customerId: id, page: paging.page, pageSize: paging.pageSize } },
        }),
      ),
  });
  type Entry = NonNullable<typeof query.data>['items'][number];
  const columns: TableColumnsType<Entry> = [
    {
      title: t('audit.when'),
      dataIndex: 'createdAt',
      render: (value: string) => <DateTime value={value} />,
    },
    { title: t('ledger.type'), dataIndex: 'type' },
    { title: t('ledger.description'), dataIndex: 'description' },
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
              <span className="muted">{posting.account.split(':').pop()}</span>
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
    />
  );
};
