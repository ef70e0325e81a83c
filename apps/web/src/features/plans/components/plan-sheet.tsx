import { Decimal, symbolOf, type PlanView } from '@brokerage/shared';
import { sharesForAmount } from '@brokerage/shared/order-rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPopup } from '../../../components/feedback/app-popup';
import { InstrumentKeyLabel } from '../../../components/market/instrument-key-label';
import { useNumberFormat } from '../../../lib/format/use-number-format';
import { useFeeSchedule } from '../../../lib/market/fee-schedule';
import { useInstrument } from '../../../lib/market/get-instrument';
import { usePriceFormat } from '../../../lib/market/use-price-format';
import { useQuote } from '../../../lib/realtime/use-quotes';
import { useUserStore } from '../../../stores/user-store';
import {
  inputOfPlan,
  inputProblem,
  NEW_PLAN_INPUT,
  validTerms,
  type PlanInput,
} from '../utils/plan-input';
import { usePlanAuthorisation } from '../hooks/use-plan-authorisation';
import { sharesText, type Estimate } from '../utils/plan-text';
import { PlanAuthorisationPopup, PlanContinue } from './plan-authorisation';
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
  const instrument = useInstrument(instrumentKey).data;
  const [input, setInput] = useState<PlanInput>(plan ? inputOfPlan(plan) : NEW_PLAN_INPUT);
  const estimate = useEstimate(instrumentKey, input);
  const authorisation = usePlanAuthorisation(plan, input);
  const { attempted, result, proceed } = authorisation;

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
  const next = (): void => proceed(validTerms(input, lotSize, instrumentKey));

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
      <PlanContinue authorisation={authorisation} onContinue={next} className="plan-sheet-footer" />
      <PlanAuthorisationPopup
        plan={plan}
        authorisation={authorisation}
        currency={currency}
        what={() => (
          <p className="strong">
            <InstrumentKeyLabel instrumentKey={instrumentKey} />
          </p>
        )}
      />
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
