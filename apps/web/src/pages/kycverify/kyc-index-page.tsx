import { List, Tag } from 'antd-mobile';
import { Icon } from '../../components/icon/icon';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import type { PageProps } from '../../components/page/lazy-page';
import { useKyc } from '../../features/kyc/api/get-kyc';
import { KycStatusCard } from '../../features/kyc/components/kyc-status-card';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { Refreshable } from '../../lib/ui/refresh';
import { useUserStore } from '../../stores/user-store';

const PRO_COLOR = { review: 'warning', passed: 'success', rejected: 'danger' } as const;

/** /pages/kycverify/index: the current state, then the document type (ID card or passport). */
export const KycIndexPage = (_props: PageProps) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const kyc = useKyc({ enabled: token !== '' });
  if (!token) return <LoginPrompt />;
  const overview = kyc.data;
  if (!overview) return <p className="muted center-text page-note">{t('common.loading')}</p>;
  const canSubmit = overview.status === 'none' || overview.status === 'rejected';
  const go = (url: string): void => ignoreRefusal(nav.navigateTo({ url }));

  return (
    <Refreshable onRefresh={() => kyc.refetch()}>
      <div className="funding-page padded" data-testid="kyc-index">
        <KycStatusCard overview={overview} />
        {canSubmit && (
          <List header={t('kyc.chooseDocument')} className="funding-list">
            <List.Item
              prefix={<Icon name="UserContactOutline" className="list-icon" />}
              onClick={() => go('/pages/kycverify/idcard')}
              data-testid="kyc-choose-idcard"
            >
              {t('title.kycIdCard')}
            </List.Item>
            <List.Item
              prefix={<Icon name="FileOutline" className="list-icon" />}
              onClick={() => go('/pages/kycverify/passport')}
              data-testid="kyc-choose-passport"
            >
              {t('title.kycPassport')}
            </List.Item>
          </List>
        )}
        <List className="funding-list">
          <List.Item
            description={t('kyc.proHint')}
            extra={
              overview.pro ? (
                <Tag color={PRO_COLOR[overview.pro.status]} fill="outline">
                  {t(`kyc.state.${overview.pro.status}`)}
                </Tag>
              ) : undefined
            }
            onClick={() => go('/pages/kycverify/pro')}
          >
            {t('title.kycPro')}
          </List.Item>
        </List>
      </div>
    </Refreshable>
  );
};
