import { useTranslation } from 'react-i18next';
import type { CustomerDetailView } from '../customer-identity';
import { DateTime } from '../date-time';
import { Money } from '../money';
import { RowsTable } from '../paged-table';

/** The customer's open lots. */
export const CustomerPositions = ({ detail }: { detail: CustomerDetailView }) => {
  const { t } = useTranslation();
  return (
    <RowsTable
      csv={{ name: `customer-${detail.profile.id}-positions` }}
      rowKey="id"
      rows={detail.positions}
      locale={{ emptyText: t('common.empty') }}
      columns={[
        { title: t('customer.instrument'), dataIndex: 'instrumentKey' },
        {
          title: t('customer.quantity'),
          dataIndex: 'quantity',
          align: 'right',
          render: (value: string) => <Money value={value} places={0} />,
        },
        {
          title: t('customer.openPrice'),
          dataIndex: 'openPrice',
          align: 'right',
          render: (value: string, row) => (
            <>
              <Money value={value} places={4} /> {row.currency}
            </>
          ),
        },
        {
          title: t('customer.openedAt'),
          dataIndex: 'openedAt',
          render: (value: string) => <DateTime value={value} />,
        },
      ]}
    />
  );
};
