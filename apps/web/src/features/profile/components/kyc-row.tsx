import type { Profile } from '@brokerage/shared';
import { List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ignoreRefusal, useNavigation } from '../../../lib/navigation/use-navigation';

const TAG_COLOR: Record<Profile['kycStatus'], 'default' | 'warning' | 'success' | 'danger'> = {
  none: 'default',
  review: 'warning',
  passed: 'success',
  rejected: 'danger',
};

export const KycRow = ({ status }: { status: Profile['kycStatus'] }) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  return (
    <List className="profile-list">
      <List.Item
        onClick={() => ignoreRefusal(nav.navigateTo({ url: '/pages/kycverify/index' }))}
        extra={
          <Tag color={TAG_COLOR[status]} data-testid="kyc-status">
            {t(`profile.kycStatus.${status}`)}
          </Tag>
        }
      >
        {t('profile.kyc')}
      </List.Item>
    </List>
  );
};
