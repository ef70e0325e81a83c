import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomerDetailView } from '../customer-identity';
import { DateTime } from '../date-time';
import { RowsTable } from '../paged-table';

/** The customer's live sessions: when, from where, on what. */
export const CustomerSessions = ({ detail }: { detail: CustomerDetailView }) => {
  const { t } = useTranslation();
  return (
    <RowsTable
      csv={{ name: `customer-${detail.profile.id}-sessions` }}
      rowKey="id"
      rows={detail.sessions}
      locale={{ emptyText: t('common.empty') }}
      columns={[
        {
          title: t('customer.signedIn'),
          dataIndex: 'createdAt',
          render: (value: string) => <DateTime value={value} />,
        },
        {
          title: t('customer.expires'),
          dataIndex: 'expiresAt',
          render: (value: string) => <DateTime value={value} />,
        },
        {
          title: t('audit.address'),
          dataIndex: 'ip',
          render: (value: string | null) => value ?? '—',
        },
        {
          title: t('customer.device'),
          dataIndex: 'userAgent',
          ellipsis: true,
          render: (value: string | null) => (
            <Typography.Text type="secondary">{value ?? '—'}</Typography.Text>
          ),
        },
      ]}
    />
  );
};
