import { useTranslation } from 'react-i18next';
import type { CustomerDetailView } from '../customer-identity';
import { DateTime } from '../date-time';
import { Money } from '../money';
import { RowsTable } from '../paged-table';
import { lotStopsText } from './lot-stops';

/** The customer's open lots, with what they cost, what is pledged and the customer's stops. */
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
          title: t('customer.cost'),
          dataIndex: 'cost',
          align: 'right',
          render: (value: string, row) => (
            <>
              <Money value={value} places={2} /> {row.currency}
            </>
          ),
        },
        {
          title: t('customer.pledged'),
          dataIndex: 'pledgedQuantity',
          align: 'right',
          render: (value: string) => <Money value={value} places={0} />,
        },
        {
          title: t('customer.stopsColumn'),
          key: 'stops',
          render: (_: unknown, row) => {
            const lines = lotStopsText(row, t);
            return lines.length === 0 ? (
              '—'
            ) : (
              <span data-testid="customer-lot-stops">
                {lines.map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </span>
            );
          },
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
