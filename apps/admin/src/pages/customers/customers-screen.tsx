import { Input, Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerFlags } from '../../components/customer/customer-flags';
import { DateTime } from '../../components/date-time';
import { PageHeader } from '../../components/page-header';
import { PagedTable, usePaging } from '../../components/paged-table';
import { SavedFilters } from '../../components/saved-filters';
import { useListFilter } from '../../components/use-list-filter';
import { fetchCustomers, useCustomers, type CustomerSummary } from './queries';

const FILTER_NAMES = ['q'] as const;

/** Search by email, phone, user ID or name; paged on the server. */
export const CustomersScreen = () => {
  const { t } = useTranslation();
  const paging = usePaging();
  const filter = useListFilter(FILTER_NAMES, paging.reset);
  const q = filter.values.q ?? '';
  const query = useCustomers(q, paging.page, paging.pageSize);
  const columns: TableColumnsType<CustomerSummary> = [
    {
      title: t('common.customer'),
      dataIndex: 'id',
      render: (id: number, row) => (
        <Link to={`/customers/${id}`} data-testid={`customer-${id}`}>
          #{id} {row.nickname}
        </Link>
      ),
    },
    { title: t('customers.uid'), dataIndex: 'uid' },
    {
      title: t('customers.email'),
      dataIndex: 'email',
      render: (value: string | null) => value ?? '—',
    },
    {
      title: t('customers.phone'),
      key: 'phone',
      render: (_, row) => (row.phone ? `+${row.areaCode ?? ''} ${row.phone}` : '—'),
    },
    {
      title: t('customers.kyc'),
      dataIndex: 'kycStatus',
      render: (value: string) => t(`customers.kycStatus.${value}`, { defaultValue: value }),
    },
    {
      title: t('common.status'),
      key: 'flags',
      render: (_, row) => <CustomerFlags customer={row} />,
    },
    {
      title: t('customers.since'),
      dataIndex: 'createdAt',
      render: (value: string) => <DateTime value={value} />,
    },
  ];
  return (
    <>
      <PageHeader
        title={t('menu.customers')}
        extra={
          <Space>
            <Input.Search
              // Shows the search in the URL, whichever way it got there (a saved filter, Back).
              key={q}
              defaultValue={q}
              allowClear
              placeholder={t('customers.searchHint')}
              onSearch={(value) => filter.apply({ q: value })}
              style={{ width: 420 }}
              data-testid="customer-search"
            />
            <SavedFilters list="customers" filter={filter} />
          </Space>
        }
      />
      <PagedTable
        query={query}
        paging={paging}
        columns={columns}
        rowKey="id"
        csv={{ name: 'customers', fetchPage: (page, size) => fetchCustomers(q, page, size) }}
        testId="customers-table"
      />
    </>
  );
};
