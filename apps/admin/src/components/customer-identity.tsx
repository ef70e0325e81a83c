import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '../api/client';
import { CustomerLink } from './customer-link';

/** One customer as the console reads it: profile, verified name, balances, positions, KYC. */
export const fetchCustomer = (id: number) =>
  unwrap(api.GET('/api/v1/admin/customers/{id}', { params: { path: { id } } }));
export type CustomerDetailView = Awaited<ReturnType<typeof fetchCustomer>>;

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
  const { t } = useTranslation();
  const { profile, verifiedName } = customer;
  return (
    <span className="customer-identity" data-testid="customer-identity">
      <strong>{profile.nickname}</strong>{' '}
      <span className="muted">
        {profile.email ?? `${profile.areaCode ?? ''} ${profile.phone ?? ''}`}
      </span>
      <br />
      {verifiedName ? (
        <span data-testid="customer-verified-name">
          {t('customers.verifiedName')}: <strong>{verifiedName}</strong>
        </span>
      ) : (
        <Tag color="orange">{t('customers.notVerified')}</Tag>
      )}{' '}
      {linked ? <CustomerLink id={profile.id} /> : <span className="muted">#{profile.id}</span>}
    </span>
  );
};
