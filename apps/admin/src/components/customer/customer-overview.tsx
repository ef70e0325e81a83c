import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomerDetailView } from '../customer-identity';
import { DateTime } from '../date-time';

/** The customer's profile: how they sign in, since when, and what is frozen. */
export const CustomerOverview = ({ detail }: { detail: CustomerDetailView }) => {
  const { t } = useTranslation();
  const profile = detail.profile;
  return (
    <Descriptions bordered size="small" column={2}>
      <Descriptions.Item label={t('customers.uid')}>{profile.uid}</Descriptions.Item>
      <Descriptions.Item label={t('customers.email')}>{profile.email ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t('customers.phone')}>
        {profile.phone ? `+${profile.areaCode ?? ''} ${profile.phone}` : '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('customers.kyc')}>
        {t(`customers.kycStatus.${profile.kycStatus}`, { defaultValue: profile.kycStatus })}
      </Descriptions.Item>
      <Descriptions.Item label={t('customers.since')}>
        <DateTime value={profile.createdAt} />
      </Descriptions.Item>
      <Descriptions.Item label="VIP">
        {profile.vip ? t('common.yes') : t('common.no')}
      </Descriptions.Item>
      <Descriptions.Item label={t('customers.loginFrozen')}>
        {profile.loginFrozenReason ?? '—'}
      </Descriptions.Item>
      <Descriptions.Item label={t('customers.tradingFrozen')}>
        {profile.tradingFrozenReason ?? '—'}
      </Descriptions.Item>
    </Descriptions>
  );
};
