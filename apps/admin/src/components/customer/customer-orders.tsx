import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../../api/client';
import { DateTime } from '../date-time';
import { Money } from '../money';
import { PagedTable, usePagedQuery } from '../paged-table';

/** The customer's orders, newest first, paged. */
export const CustomerOrders = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const { paging, query, fetchPage } = usePagedQuery(['customer-orders', id], (page, pageSize) =>
    unwrap(
      api.GET('/api/v1/admin/customers/{id}/orders', {
        params: { path: { id }, query: { page, pageSize } },
      }),
    ),
  );
  type Order = NonNullable<typeof query.data>['items'][number];
  const columns: TableColumnsType<Order> = [
    { title: t('common.id'), dataIndex: 'id' },
    { title: t('customer.instrument'), dataIndex: 'instrumentKey' },
    { title: t('customer.side'), dataIndex: 'side' },
    { title: t('customer.orderType'), dataIndex: 'type' },
    {
      title: t('customer.quantity'),
      dataIndex: 'quantity',
      align: 'right',
      render: (value: string) => <Money value={value} places={0} />,
    },
    {
      title: t('customer.limit'),
      dataIndex: 'limitPrice',
      align: 'right',
      render: (value: string | null) => <Money value={value} places={4} />,
    },
    { title: t('common.status'), dataIndex: 'status' },
    {
      title: t('audit.when'),
      dataIndex: 'createdAt',
      render: (value: string) => <DateTime value={value} />,
    },
  ];
  return (
    <PagedTable
      query={query}
      paging={paging}
      columns={columns}
      rowKey="id"
      testId="customer-orders"
      csv={{ name: `customer-${id}-orders`, fetchPage }}
    />
  );
};
