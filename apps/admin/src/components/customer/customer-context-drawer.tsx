import { useQuery } from '@tanstack/react-query';
import { Drawer, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerIdentity, fetchCustomer } from '../customer-identity';
import { QueryState } from '../query-state';
import { CustomerBalances } from './customer-balances';
import { CustomerKyc } from './customer-kyc';
import { CustomerStatement } from './customer-statement';
import { CustomerTimeline } from './customer-timeline';

/** How many of the latest ledger movements and support messages the drawer shows. */
const LATEST = 5;

/**
 * A customer's context beside a review queue (issue 28): who they are, their balances, their
 * last ledger movements, their KYC and their latest support messages, drawn with the customer
 * page's own sections; the whole page is one link away.
 */
export const CustomerContextDrawer = ({
  customerId,
  onClose,
}: {
  customerId: number | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['customer', customerId],
    queryFn: () => fetchCustomer(customerId ?? 0),
    enabled: customerId !== null,
  });
  const section = (title: string) => (
    <Typography.Title level={5} className="drawer-section">
      {title}
    </Typography.Title>
  );
  return (
    <Drawer
      open={customerId !== null}
      onClose={onClose}
      size={820}
      destroyOnHidden
      title={t('customerContext.title', { id: customerId ?? '' })}
      extra={
        customerId !== null ? (
          <Link to={`/customers/${customerId}`} data-testid="customer-context-page">
            {t('customerContext.page')}
          </Link>
        ) : null
      }
    >
      {customerId !== null ? (
        <div data-testid="customer-context">
          <QueryState query={query}>
            {(detail) => (
              <Space direction="vertical" size="middle" className="full-width">
                <CustomerIdentity customer={detail} />
                {section(t('customer.tabs.balances'))}
                <CustomerBalances detail={detail} />
                {section(t('customerContext.ledger'))}
                <CustomerStatement id={customerId} size={LATEST} />
                {section(t('customer.tabs.kyc'))}
                <CustomerKyc detail={detail} />
                {section(t('customerContext.support'))}
                <CustomerTimeline
                  id={customerId}
                  topic="support"
                  size={LATEST}
                  testId="customer-context-support"
                />
              </Space>
            )}
          </QueryState>
        </div>
      ) : null}
    </Drawer>
  );
};
