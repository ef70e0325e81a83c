import type { Profile } from '@brokerage/shared';
import { Tag } from 'antd-mobile';
import { Icon } from '../../../components/icon/icon';
import { useTranslation } from 'react-i18next';
import { useCustomerService } from '../../../components/tools/customer-service';

export const ProfileCard = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation();
  const openCustomerService = useCustomerService();
  const contact =
    profile.email ?? (profile.phone ? `+${profile.areaCode ?? ''} ${profile.phone}` : '');
  return (
    <section className="profile-card" data-testid="profile-card">
      <div className="profile-head">
        <Icon name="UserCircleOutline" fontSize={48} className="profile-avatar" />
        <div className="profile-ident">
          <div className="profile-name">{profile.nickname || contact}</div>
          <div className="profile-line">
            <span className="muted">{t('profile.uid')}</span>{' '}
            <span data-testid="profile-uid">{profile.uid}</span>
          </div>
          {contact && (
            <div className="profile-line ellipsis">
              <span className="muted">
                {profile.email ? t('profile.email') : t('profile.phone')}
              </span>{' '}
              <span data-testid="profile-contact">{contact}</span>
            </div>
          )}
        </div>
      </div>
      {profile.vip ? (
        <div className="vip-line active">
          <Tag color="warning">{t('profile.vip')}</Tag> {t('profile.vipActive')}
        </div>
      ) : (
        <button
          type="button"
          className="vip-line"
          onClick={openCustomerService}
          data-testid="vip-contact"
        >
          <Tag color="default" fill="outline">
            {t('profile.vip')}
          </Tag>
          <span>{t('profile.vipHint')}</span>
        </button>
      )}
    </section>
  );
};
