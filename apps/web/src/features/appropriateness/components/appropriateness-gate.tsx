import type { AppropriatenessStatus } from '@brokerage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureHandler } from '../../../components/feedback/use-failure-handler';
import { formatDateTime } from '../../../lib/format/instant';
import { useLanguageStore } from '../../../stores/language-store';
import { useAppropriateness } from '../api/appropriateness';
import { AppropriatenessForm } from './appropriateness-form';
import './appropriateness.css';

/** The risk warning after a failing answer: why, and from when the questions can be answered again. */
export const RiskWarning = ({ status }: { status: AppropriatenessStatus }) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  return (
    <div className="risk-warning" role="alert" data-testid="appropriateness-warning">
      <strong>{t('appropriateness.warningTitle')}</strong>
      <p>{t('appropriateness.warning')}</p>
      <ul>
        {status.reasons.map((reason) => (
          <li key={reason}>{t(`appropriateness.reason.${reason}`)}</li>
        ))}
      </ul>
      {status.retakeFrom && (
        <p className="muted">
          {t('appropriateness.retakeFrom', { time: formatDateTime(status.retakeFrom, language) })}
        </p>
      )}
    </div>
  );
};

const canRetake = (status: AppropriatenessStatus) =>
  status.retakeFrom !== null && new Date(status.retakeFrom).getTime() <= Date.now();

/**
 * Shows `children` (the loan application, a quant purchase) only to a customer who passed the
 * appropriateness questionnaire; otherwise the questions, or after a failing answer the risk
 * warning (and the questions again once the wait is over). The server refuses the products
 * the same way; this spares the customer a form they cannot send.
 */
export const AppropriatenessGate = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const onError = useFailureHandler();
  const status = useAppropriateness({ enabled: true });
  if (!status.data) return <p className="muted center-text">{t('common.loading')}</p>;
  if (status.data.state === 'passed') return <>{children}</>;
  const failed = status.data.state === 'failed';
  return (
    <div className="appropriateness" data-testid="appropriateness">
      {failed && <RiskWarning status={status.data} />}
      {(!failed || canRetake(status.data)) && (
        <>
          <h3 className="appropriateness-title">{t('appropriateness.title')}</h3>
          <p className="appropriateness-intro">{t('appropriateness.intro')}</p>
          <AppropriatenessForm onAnswered={() => undefined} onError={onError} />
        </>
      )}
    </div>
  );
};
