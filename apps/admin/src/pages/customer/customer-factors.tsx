import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../components/date-time';
import { RowsTable } from '../../components/paged-table';

interface Factor {
  id: number;
  kind: 'totp' | 'passkey';
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A customer's second factors as the console shows them: kind, name, dates; never a secret. */
export const CustomerFactors = ({
  factors,
  recoveryCodesLeft,
}: {
  factors: Factor[];
  recoveryCodesLeft: number;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <RowsTable
        csv={{ name: 'customer-factors' }}
        rowKey="id"
        rows={factors}
        data-testid="customer-factors"
        locale={{ emptyText: t('customer.factors.none') }}
        columns={[
          {
            title: t('customer.factors.kind'),
            dataIndex: 'kind',
            render: (kind: Factor['kind']) => t(`customer.factors.kinds.${kind}`),
          },
          { title: t('customer.factors.name'), dataIndex: 'name' },
          {
            title: t('customer.factors.added'),
            dataIndex: 'createdAt',
            render: (value: string) => <DateTime value={value} />,
          },
          {
            title: t('customer.factors.lastUsed'),
            dataIndex: 'lastUsedAt',
            render: (value: string | null) => (value ? <DateTime value={value} /> : '—'),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" className="gap-top">
        {t('customer.factors.recoveryCodesLeft', { count: recoveryCodesLeft })}
      </Typography.Paragraph>
    </>
  );
};
