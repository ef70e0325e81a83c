import { ContainerOutlined } from '@ant-design/icons';
import type { ReviewedCustomer } from '@brokerage/shared';
import { Button, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../api/client';
import { CustomerLink } from './customer-link';

/** One customer as the console reads it: profile, verified name, balances, positions, KYC. */
export const fetchCustomer = (id: number) =>
  unwrap(api.GET('/api/v1/admin/customers/{id}', { params: { path: { id } } }));
export type CustomerDetailView = Awaited<ReturnType<typeof fetchCustomer>>;

/** The name on the customer's verified identity document, or a tag saying there is none. */
const VerifiedName = ({ name }: { name: string | null }) => {
  const { t } = useTranslation();
  return name ? (
    <span data-testid="customer-verified-name">
      {t('customers.verifiedName')}: <strong>{name}</strong>
    </span>
  ) : (
    <Tag color="orange" data-testid="customer-not-verified">
      {t('customers.notVerified')}
    </Tag>
  );
};

/**
 * Who a customer is, the one way the console says it: the name they chose, their contact, the
 * name on their verified identity document (or that there is none yet) and the ID, linked.
 */
export const CustomerIdentity = ({
  customer,
  linked = true,
}: {
  customer: CustomerDetailView;
  /** False in a confirmation dialog: it renders outside the router, and must not navigate. */
  linked?: boolean;
}) => {
  const { profile, verifiedName } = customer;
  return (
    <span className="customer-identity" data-testid="customer-identity">
      <strong>{profile.nickname}</strong>{' '}
      <span className="muted">
        {profile.email ?? `${profile.areaCode ?? ''} ${profile.phone ?? ''}`}
      </span>
      <br />
      <VerifiedName name={verifiedName} />{' '}
      {linked ? <CustomerLink id={profile.id} /> : <span className="muted">#{profile.id}</span>}
    </span>
  );
};

/**
 * The customer in a list's row (issue 28 item 5), as the server sends it with every review
 * record: the chosen name in bold, the verified name (or that there is none), the ID linked
 * to the customer's page and the contact; `onContext` adds a button that opens their context
 * (balances, ledger, KYC, support) without leaving the list.
 */
export const CustomerCell = ({
  customer,
  onContext,
}: {
  customer: ReviewedCustomer;
  onContext?: () => void;
}) => {
  const { t } = useTranslation();
  return (
    <div className="customer-cell" data-testid={`customer-cell-${customer.id}`}>
      <div>
        <strong>{customer.nickname}</strong>
        {onContext ? (
          <Tooltip title={t('customerContext.open')}>
            <Button
              size="small"
              type="text"
              icon={<ContainerOutlined />}
              aria-label={t('customerContext.open')}
              onClick={onContext}
              data-testid={`customer-context-${customer.id}`}
            />
          </Tooltip>
        ) : null}
      </div>
      <div>
        <VerifiedName name={customer.verifiedName} />
      </div>
      <div className="muted">
        <CustomerLink id={customer.id} />
        {customer.contact ? ` · ${customer.contact}` : null}
      </div>
    </div>
  );
};
