import { Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoginPrompt } from '../../components/feedback/login-prompt';
import type { PageProps } from '../../components/page/lazy-page';
import { useKyc } from '../../features/kyc/api/get-kyc';
import { ProForm } from '../../features/kyc/components/pro-form';
import { toast } from '../../lib/ui/notify';
import { useUserStore } from '../../stores/user-store';
import '../../features/kyc/components/kyc.css';

const RESULT = { review: 'waiting', passed: 'success', rejected: 'error' } as const;

/** /pages/kycverify/pro: professional investor qualification upload. */
export const KycProPage = (_props: PageProps) => {
  const { t } = useTranslation();
  const token = useUserStore((state) => state.token);
  const kyc = useKyc({ enabled: token !== '' });
  if (!token) return <LoginPrompt />;
  if (!kyc.data) return <p className="muted center-text page-note">{t('common.loading')}</p>;
  const pro = kyc.data.pro;
  return (
    <div className="funding-page" data-testid="kyc-pro-page">
      {pro && (
        <div className="info-card margin">
          <Result
            status={RESULT[pro.status]}
            title={<span data-testid="pro-state">{t(`kyc.state.${pro.status}`)}</span>}
            description={
              pro.status === 'rejected' && pro.reason
                ? t('kyc.reason', { reason: pro.reason })
                : t('kyc.reviewTime')
            }
          />
        </div>
      )}
      {(!pro || pro.status === 'rejected') && (
        <>
          <p className="form-intro muted">{t('kyc.proIntro')}</p>
          <ProForm onDone={() => toast(t('kyc.submitted'))} />
        </>
      )}
    </div>
  );
};
