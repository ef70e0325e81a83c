import { useTranslation } from 'react-i18next';
import type { CustomerDetailView } from '../customer-identity';
import { DateTime } from '../date-time';
import { RowsTable } from '../paged-table';

/** The customer's identity and professional-investor submissions, newest first. */
export const CustomerKyc = ({ detail }: { detail: CustomerDetailView }) => {
  const { t } = useTranslation();
  return (
    <RowsTable
      csv={{ name: `customer-${detail.profile.id}-kyc` }}
      rowKey="id"
      rows={detail.kyc}
      locale={{ emptyText: t('common.empty') }}
      data-testid="customer-kyc"
      columns={[
        { title: t('common.id'), dataIndex: 'id' },
        {
          title: t('kyc.document'),
          dataIndex: 'kind',
          render: (kind: string) => t(`kyc.kind.${kind}`, { defaultValue: kind }),
        },
        {
          title: t('common.status'),
          dataIndex: 'status',
          render: (status: string) => t(`kyc.status.${status}`, { defaultValue: status }),
        },
        {
          title: t('review.reason'),
          dataIndex: 'reason',
          render: (value: string | null) => value ?? '—',
        },
        {
          title: t('kyc.submitted'),
          dataIndex: 'createdAt',
          render: (value: string) => <DateTime value={value} />,
        },
      ]}
    />
  );
};
