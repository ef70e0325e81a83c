import type { PlanTerms, PlanView } from '@brokerage/shared';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailureLine } from '../../../components/forms/form-failure';
import { PayPasswordPopup } from '../../../components/forms/pay-password-popup';
import { useLanguageStore } from '../../../stores/language-store';
import type { usePlanAuthorisation } from '../hooks/use-plan-authorisation';
import { describePlan, firstPurchaseRule } from '../utils/plan-text';

type Authorisation = ReturnType<typeof usePlanAuthorisation>;

/** Below a plan form: the refusal the server gave, then the button that goes on. */
export const PlanContinue = ({
  authorisation,
  onContinue,
  className,
}: {
  authorisation: Authorisation;
  onContinue: () => void;
  className: string;
}) => {
  const { t } = useTranslation();
  return (
    <div className={className}>
      {!authorisation.terms && (
        <FormFailureLine messages={authorisation.failure.messages} testId="plan-failure" />
      )}
      <Button block color="primary" size="large" onClick={onContinue} data-testid="plan-continue">
        {t('plans.continue')}
      </Button>
    </div>
  );
};

/**
 * The pay password that authorises every purchase of a plan (or its change): what it buys
 * (`what`, given the terms), the terms in words, the rule of its first date, and the refusal
 * the server gave.
 */
export const PlanAuthorisationPopup = ({
  plan,
  authorisation,
  currency,
  what,
}: {
  plan: PlanView | undefined;
  authorisation: Authorisation;
  currency: string | undefined;
  what: (terms: PlanTerms, currency: string) => ReactNode;
}) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  const { terms, pending, back, confirm, failure } = authorisation;
  return (
    <PayPasswordPopup
      visible={terms !== undefined}
      title={plan ? t('plans.confirmChangeTitle') : t('plans.confirmTitle')}
      loading={pending}
      onClose={back}
      onConfirm={confirm}
    >
      {terms && currency && (
        <div className="pin-summary plan-confirm-summary" data-testid="plan-confirm-summary">
          {what(terms, currency)}
          <p data-testid="plan-confirm-description">{describePlan(terms, currency, language, t)}</p>
          <p className="muted small">
            {firstPurchaseRule(terms.frequency, terms.day, language, t)}
          </p>
        </div>
      )}
      <p className="muted small">{t('plans.authorise')}</p>
      <FormFailureLine messages={failure.messages} testId="plan-confirm-failure" />
    </PayPasswordPopup>
  );
};
