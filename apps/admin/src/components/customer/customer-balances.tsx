import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomerDetailView } from '../customer-identity';
import { DateTime } from '../date-time';
import { Money } from '../money';
import { RowsTable } from '../paged-table';

type Balance = CustomerDetailView['balances'][number];

const BalancesTable = ({ rows, csv, testId }: { rows: Balance[]; csv: string; testId: string }) => {
  const { t } = useTranslation();
  const money = (value: string, row: { currency: string }) => (
    <Money value={value} currency={row.currency} />
  );
  return (
    <RowsTable
      csv={{ name: csv }}
      rowKey="currency"
      rows={rows}
      locale={{ emptyText: t('common.empty') }}
      data-testid={testId}
      columns={[
        { title: t('ledger.currency'), dataIndex: 'currency' },
        { title: t('customer.available'), dataIndex: 'available', align: 'right', render: money },
        { title: t('customer.held'), dataIndex: 'held', align: 'right', render: money },
        { title: t('dashboard.total'), dataIndex: 'total', align: 'right', render: money },
      ]}
    />
  );
};

/**
 * The customer's cash per currency: available, held for pending withdrawals and orders, total;
 * then their practice account's virtual cash, apart and marked, when they opened one.
 */
export const CustomerBalances = ({ detail }: { detail: CustomerDetailView }) => {
  const { t } = useTranslation();
  const { practice } = detail;
  return (
    <>
      <BalancesTable
        rows={detail.balances}
        csv={`customer-${detail.profile.id}-balances`}
        testId="customer-balances"
      />
      {practice ? (
        <section className="gap-top" data-testid="customer-practice">
          <Typography.Title level={5}>
            <Tag color="orange">{t('customer.practice.title')}</Tag>
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            {t('customer.practice.opened')} <DateTime value={practice.openedAt} />.{' '}
            {t('customer.practice.note')}
          </Typography.Paragraph>
          <BalancesTable
            rows={practice.balances}
            csv={`customer-${detail.profile.id}-practice-balances`}
            testId="customer-practice-balances"
          />
        </section>
      ) : null}
    </>
  );
};
