import type { KycOverview } from '@brokerage/shared';
import { Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import './kyc.css';

const RESULT_STATUS = {
  none: 'info',
  review: 'waiting',
  passed: 'success',
  rejected: 'error',
} as const;

/** none / under review / passed / rejected with the reviewer's reason. */
export const KycStatusCard = ({ overview }: { overview: KycOverview }) => {
  const { t } = useTranslation();
  const { status } = overview;
  const reason = overview.identity?.status === 'rejected' ? overview.identity.reason : null;
  return (
    <div className="info-card kyc-status" data-testid="kyc-overview">
      <Result
        status={RESULT_STATUS[status]}
        title={<span data-testid="kyc-state">{t(`kyc.state.${status}`)}</span>}
        description={
          <>
            {t(`kyc.stateHint.${status}`)}
            {reason && (
              <span className="kyc-reason" data-testid="kyc-reason">
                {t('kyc.reason', { reason })}
              </span>
            )}
          </>
        }
      />
      <p className="info-note center-text">{t('kyc.reviewTime')}</p>
    </div>
  );
};
