import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import type { PageProps } from '../../components/page/lazy-page';
import { useKyc } from '../../features/kyc/api/get-kyc';
import { KycForm } from '../../features/kyc/components/kyc-form';
import { KycStatusCard } from '../../features/kyc/components/kyc-status-card';
import { ignoreRefusal, useNavigation } from '../../lib/navigation/use-navigation';
import { toast } from '../../lib/ui/notify';
import { useUserStore } from '../../stores/user-store';
import '../../features/kyc/components/kyc.css';

const KycDocumentPage = ({ type }: { type: 'idcard' | 'passport' }) => {
  const { t } = useTranslation();
  const nav = useNavigation();
  const token = useUserStore((state) => state.token);
  const kyc = useKyc({ enabled: token !== '' });
  if (!token) return <LoginPrompt />;
  if (!kyc.data) return <p className="muted center-text page-note">{t('common.loading')}</p>;
  // Under review or passed: nothing to submit, show where it stands.
  if (kyc.data.status === 'review' || kyc.data.status === 'passed')
    return (
      <div className="funding-page padded">
        <KycStatusCard overview={kyc.data} />
      </div>
    );
  return (
    <div className="funding-page" data-testid={`kyc-${type}-page`}>
      <p className="form-intro muted">{t('kyc.formIntro')}</p>
      <KycForm
        type={type}
        onDone={() => {
          toast(t('kyc.submitted'));
          ignoreRefusal(nav.redirectTo({ url: '/pages/kycverify/index' }));
        }}
      />
    </div>
  );
};

/** /pages/kycverify/idcard */
export const KycIdCardPage = (_props: PageProps) => <KycDocumentPage type="idcard" />;

/** /pages/kycverify/passport */
export const KycPassportPage = (_props: PageProps) => <KycDocumentPage type="passport" />;
