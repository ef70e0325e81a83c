import { Decimal, symbolOf, type PlanTerms, type PlanView } from '@brokerage/shared';
import { sharesForAmount } from '@brokerage/shared/order-rules';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPopup } from '../../../components/feedback/app-popup';
import { FormFailureLine, useFormFailure } from '../../../components/forms/form-failure';
import { PayPasswordPopup } from '../../../components/forms/pay-password-popup';
import { InstrumentKeyLabel } from '../../../components/market/instrument-key-label';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { useFeeSchedule } from '../../../lib/market/fee-schedule';
import { useInstrument } from '../../../lib/market/get-instrument';
import { usePriceFormat } from '../../../lib/market/use-price-format';
import { useQuote } from '../../../lib/realtime/use-quotes';
import { useUserStore } from '../../../stores/user-store';
import { useChangePlan } from '../api/change-plan';
import { useCreatePlan } from '../api/create-plan';
import {
  inputOfPlan,
  inputProblem,
  NEW_PLAN_INPUT,
  validTerms,
  type PlanInput,
} from '../utils/plan-input';
import { describePlan, firstPurchaseRule, sharesText, type Estimate } from '../utils/plan-text';
import { PlanResult } from './plan-result';
import { PlanRules } from './plan-rules';
import { PlanTermsFields } from './plan-terms-fields';
import './plans.css';

interface SheetProps {
  instrumentKey: string;
  /** The plan to change; a new plan when absent. */
  plan?: PlanView;
  onClose: () => void;
  /** Offered after a plan is set up away from the plans list (the quote page). */
  onSeePlans?: () => void;
}

/** What the amount buys at the ask now with the fee (the run's own rule), in words. */
const useEstimate = (instrumentKey: string, input: PlanInput): Estimate | undefined => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const price = usePriceFormat(instrumentKey);
  const instrument = useInstrument(instrumentKey).data;
  const quote = useQuote(instrumentKey);
  const fees = useFeeSchedule();
  const vip = useUserStore((state) => state.profile?.vip ?? false);
  if (input.kind !== 'amount' || !instrument || !fees || !quote || quote.stale) return undefined;
  if (inputProblem(input, instrument.lotSize)) return undefined;
  const shares = sharesForAmount(
    { fees, vip },
    instrument.market,
    new Decimal(quote.ask),
    instrument.lotSize,
    new Decimal(input.amount),
  );
  const ask = `${price(quote.ask)} ${instrument.currency}`;
  return shares.isZero()
    ? { buysNothing: true, text: t('plans.estimateNone', { price: ask }) }
    : {
        buysNothing: false,
        text: t('plans.estimate', {
          price: ask,
          shares: sharesText(shares.toFixed(), n.language, t),
        }),
      };
};

/** The sheet's content: the terms, then the pay password, then the plan as the server has it. */
const PlanSheetBody = ({ instrumentKey, plan, onClose, onSeePlans }: SheetProps) => {
  const { t } = useTranslation();
  const n = useNumberFormat();
  const instrument = useInstrument(instrumentKey).data;
  const [input, setInput] = useState<PlanInput>(plan ? inputOfPlan(plan) : NEW_PLAN_INPUT);
  const [attempted, setAttempted] = useState(false);
  const [terms, setTerms] = useState<PlanTerms | undefined>();
  const [result, setResult] = useState<PlanView | undefined>();
  const estimate = useEstimate(instrumentKey, input);
  // A refusal (wrong pay password, the limit of open plans) stays in the sheet until the terms
  // change, not in a toast (issue 31 item 3).
  const failure = useFormFailure();
  const { clear } = failure;
  useEffect(() => clear(), [clear, input]);
  const done = (answer: PlanView): void => {
    setTerms(undefined);
    setResult(answer);
  };
  const create = useCreatePlan({ onSuccess: done, onError: failure.show });
  const change = useChangePlan({ onSuccess: done, onError: failure.show });

  if (result)
    return (
      <PlanResult
        plan={result}
        changed={plan !== undefined}
        onDone={onClose}
        onSeePlans={onSeePlans}
      />
    );
  const currency = plan?.currency ?? instrument?.currency;
  if (!currency || !instrument)
    return <p className="muted center-text plan-sheet-loading">{t('common.loading')}</p>;

  const lotSize = instrument.lotSize;
  const next = (): void => {
    setAttempted(true);
    const valid = validTerms(input, lotSize, instrumentKey);
    if (valid) setTerms(valid);
  };
  const confirm = (payPassword: string): void => {
    if (!terms) return;
    if (plan) change.mutate({ id: plan.id, request: { terms, payPassword } });
    else create.mutate({ terms, payPassword });
  };

  return (
    <div className="plan-form" data-testid="plan-form">
      <h3 className="plan-sheet-title">
        {plan ? t('plans.changeTitle') : t('plans.setUpTitle', { symbol: symbolOf(instrumentKey) })}
      </h3>
      <p className="plan-sheet-instrument">
        <span className="strong">
          <InstrumentKeyLabel instrumentKey={instrumentKey} />
        </span>{' '}
        <span className="muted ellipsis">{instrument.name}</span>
      </p>
      <PlanTermsFields
        input={input}
        onChange={(patch) => setInput((current) => ({ ...current, ...patch }))}
        currency={currency}
        lotSize={lotSize}
        problem={attempted ? inputProblem(input, lotSize) : undefined}
        estimate={estimate}
      />
      <PlanRules />
      {/* Kept in reach below the long form: the sheet scrolls under it. */}
      <div className="plan-sheet-footer">
        {!terms && <FormFailureLine messages={failure.messages} testId="plan-failure" />}
        <Button block color="primary" size="large" onClick={next} data-testid="plan-continue">
          {t('plans.continue')}
        </Button>
      </div>
      <PayPasswordPopup
        visible={terms !== undefined}
        title={plan ? t('plans.confirmChangeTitle') : t('plans.confirmTitle')}
        loading={create.isPending || change.isPending}
        onClose={() => setTerms(undefined)}
        onConfirm={confirm}
      >
        {terms && (
          <div className="pin-summary plan-confirm-summary" data-testid="plan-confirm-summary">
            <p className="strong">
              <InstrumentKeyLabel instrumentKey={instrumentKey} />
            </p>
            <p data-testid="plan-confirm-description">
              {describePlan(terms, currency, n.language, t)}
            </p>
            <p className="muted small">
              {firstPurchaseRule(terms.frequency, terms.day, n.language, t)}
            </p>
          </div>
        )}
        <p className="muted small">{t('plans.authorise')}</p>
        <FormFailureLine messages={failure.messages} testId="plan-confirm-failure" />
      </PayPasswordPopup>
    </div>
  );
};

/**
 * Sets up a plan for one instrument (from its quote page) or changes one (from the plan's
 * page): the terms, the rule of the first date, the pay password that authorises every
 * purchase of the plan, then the real next purchase date from the server's answer.
 */
export const PlanSheet = ({ visible, ...props }: SheetProps & { visible: boolean }) => (
  <AppPopup
    visible={visible}
    onClose={props.onClose}
    bodyClassName="plan-sheet"
    showCloseButton
    destroyOnClose
  >
    {visible && <PlanSheetBody {...props} />}
  </AppPopup>
);
