import { useTranslation } from 'react-i18next';
import type { CustomerDetailView } from '../customer-identity';
import { Money } from '../money';
import { RowsTable } from '../paged-table';

/** The customer's cash per currency: available, held for pending withdrawals and orders, total. */
export const CustomerBalances = ({ detail }: { detail: CustomerDetailView }) => {
  const { t } = useTranslation();
  const money = (value: string, row: { currency: string }) => (
    <Money value={value} currency={row.currency} />
  );
  return (
    <RowsTable
      csv={{ name: `customer-${detail.profile.id}-balances` }}
      rowKey="currency"
      rows={detail.balances}
      locale={{ emptyText: t('common.empty') }}
      data-testid="customer-balances"
      columns={[
        { title: t('ledger.currency'), dataIndex: 'currency' },
        { title: t('customer.available'), dataIndex: 'available', align: 'right', render: money },
        { title: t('customer.held'), dataIndex: 'held', align: 'right', render: money },
        { title: t('dashboard.total'), dataIndex: 'total', align: 'right', render: money },
      ]}
    />
  );
};
