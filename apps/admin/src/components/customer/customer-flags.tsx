import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

interface Flagged {
  vip: boolean;
  loginFrozenReason: string | null;
  tradingFrozenReason: string | null;
}

/** Freezes and VIP at a glance, wherever a customer is listed or shown. */
export const CustomerFlags = ({ customer }: { customer: Flagged }) => {
  const { t } = useTranslation();
  return (
    <>
      {customer.vip ? <Tag color="gold">VIP</Tag> : null}
      {customer.loginFrozenReason ? <Tag color="red">{t('customers.loginFrozen')}</Tag> : null}
      {customer.tradingFrozenReason ? (
        <Tag color="volcano">{t('customers.tradingFrozen')}</Tag>
      ) : null}
    </>
  );
};
