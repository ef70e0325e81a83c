import { currencyDecimals, PLAN_FREQUENCIES, type PlanFrequency } from '@brokerage/shared';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../components/forms/amount-input';
import { FieldError, FieldScope } from '../../../components/forms/form-field';
import { QuantityInput } from '../../../components/forms/quantity-input';
import { SingleChoice } from '../../../components/forms/single-choice';
import { formatWeekday } from '../../../lib/format/date-time';
import { useLanguageStore } from '../../../stores/language-store';
import type { InputProblem, PlanInput } from '../utils/plan-input';
import { firstPurchaseRule, type Estimate } from '../utils/plan-text';
import './plans.css';

const WEEKDAYS = [1, 2, 3, 4, 5] as const;
const MONTH_DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

const FREQUENCY_KEYS: Record<PlanFrequency, string> = {
  weekly: 'plans.frequencies.weekly',
  biweekly: 'plans.frequencies.biweekly',
  monthly: 'plans.frequencies.monthly',
};

/** A labelled row of chips, one of which is chosen; `onPick` gets the chosen value. */
const LabelledChoice = <Value extends string | number>({
  labelId,
  label,
  value,
  options,
  onPick,
  columns,
  className,
  testId,
}: {
  labelId: string;
  label: string;
  value: Value;
  options: { label: string; value: Value }[];
  onPick: (value: Value) => void;
  columns: number;
  className?: string;
  testId: string;
}) => (
  <>
    <div className="field-label" id={labelId}>
      {label}
    </div>
    <SingleChoice
      className={className}
      columns={columns}
      showCheckMark={false}
      value={[value]}
      options={options}
      onChange={(values) => {
        const chosen = values[0];
        if (chosen !== undefined) onPick(chosen);
      }}
      aria-labelledby={labelId}
      data-testid={testId}
    />
  </>
);

/** Each time, buy an amount or a number of shares. */
export const PlanKindField = ({
  kind,
  onChange,
}: {
  kind: PlanInput['kind'];
  onChange: (kind: PlanInput['kind']) => void;
}) => {
  const { t } = useTranslation();
  return (
    <LabelledChoice<PlanInput['kind']>
      labelId="plan-kind-label"
      label={t('plans.kind')}
      columns={2}
      value={kind}
      options={[
        { label: t('plans.kindAmount'), value: 'amount' },
        { label: t('plans.kindQuantity'), value: 'quantity' },
      ]}
      onPick={onChange}
      testId="plan-kind"
    />
  );
};

/**
 * The amount each date buys with, to the currency's minor unit; before the currency is known
 * (a basket without an instrument yet), without it.
 */
export const PlanAmountField = ({
  amount,
  onChange,
  currency,
  problem,
  estimate,
}: {
  amount: string;
  onChange: (amount: string) => void;
  currency: string | undefined;
  problem: InputProblem | undefined;
  estimate?: Estimate;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <label className="field-label" htmlFor="plan-amount">
        {currency ? t('plans.amountIn', { currency }) : t('plans.basket.amount')}
      </label>
      <FieldScope>
        <div className="big-amount" id="plan-amount">
          <AmountInput
            value={amount}
            onChange={onChange}
            decimals={currencyDecimals(currency ?? 'USD')}
            placeholder="0.00"
            testId="plan-amount"
          />
        </div>
        <FieldError
          message={problem && t(problem.key, problem.values)}
          testId="plan-amount-error"
        />
      </FieldScope>
      {estimate && (
        <p
          className={`small field-hint ${estimate.buysNothing ? 'plan-warning' : 'muted'}`}
          role={estimate.buysNothing ? 'alert' : undefined}
          data-testid="plan-estimate"
        >
          {estimate.text}
        </p>
      )}
    </>
  );
};

/**
 * When a plan buys: a weekday every week or two, or a day of the month, with the rule of its
 * first date.
 */
export const PlanScheduleFields = ({
  input,
  onChange,
}: {
  input: Pick<PlanInput, 'frequency' | 'weekday' | 'monthDay'>;
  onChange: (patch: Partial<Pick<PlanInput, 'frequency' | 'weekday' | 'monthDay'>>) => void;
}) => {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.key);
  return (
    <section className="plan-field">
      <LabelledChoice
        labelId="plan-frequency-label"
        label={t('plans.frequency')}
        className="plan-frequency"
        columns={3}
        value={input.frequency}
        options={PLAN_FREQUENCIES.map((frequency) => ({
          label: t(FREQUENCY_KEYS[frequency]),
          value: frequency,
        }))}
        onPick={(frequency) => onChange({ frequency })}
        testId="plan-frequency"
      />
      {input.frequency === 'monthly' ? (
        <>
          <LabelledChoice
            labelId="plan-day-label"
            label={t('plans.monthDay')}
            className="plan-month-days"
            columns={7}
            value={input.monthDay}
            options={MONTH_DAYS.map((day) => ({ label: String(day), value: day }))}
            onPick={(monthDay) => onChange({ monthDay })}
            testId="plan-month-day"
          />
          <p
            className={`small field-hint ${input.monthDay > 28 ? 'plan-warning' : 'muted'}`}
            data-testid="plan-short-months"
          >
            {t('plans.shortMonths')}
          </p>
        </>
      ) : (
        <LabelledChoice
          labelId="plan-day-label"
          label={t('plans.weekday')}
          className="plan-weekdays"
          columns={5}
          value={input.weekday}
          options={WEEKDAYS.map((day) => ({
            label: formatWeekday(day, language, 'short'),
            value: day,
          }))}
          onPick={(weekday) => onChange({ weekday })}
          testId="plan-weekday"
        />
      )}
      <p className="plan-first-rule" data-testid="plan-first-rule">
        {firstPurchaseRule(
          input.frequency,
          input.frequency === 'monthly' ? input.monthDay : input.weekday,
          language,
          t,
        )}
      </p>
    </section>
  );
};

/**
 * What a plan of one instrument buys (an amount in the instrument's currency, to its minor
 * unit, or whole shares) and when (a weekday every week or two, or a day of the month), with
 * the rule of its first date. The sheet keeps the state; this only shows and changes it.
 */
export const PlanTermsFields = ({
  input,
  onChange,
  currency,
  lotSize,
  problem,
  estimate,
}: {
  input: PlanInput;
  onChange: (patch: Partial<PlanInput>) => void;
  currency: string;
  lotSize: number;
  /** What stops the amount or the quantity, shown once the customer tried to go on. */
  problem: InputProblem | undefined;
  /** What the amount buys at the ask now, when it can be worked out. */
  estimate: Estimate | undefined;
}) => {
  const { t } = useTranslation();
  return (
    <>
      <section className="plan-field">
        <PlanKindField kind={input.kind} onChange={(kind) => onChange({ kind })} />
        {input.kind === 'amount' ? (
          <PlanAmountField
            amount={input.amount}
            onChange={(amount) => onChange({ amount })}
            currency={currency}
            problem={problem}
            estimate={estimate}
          />
        ) : (
          <>
            <label className="field-label" htmlFor="plan-quantity">
              {t('plans.quantityLabel')}
            </label>
            <FieldScope>
              <div className="big-amount">
                <QuantityInput
                  id="plan-quantity"
                  className="amount-input"
                  value={input.quantity}
                  onChange={(quantity) => onChange({ quantity })}
                  placeholder={String(lotSize)}
                  testId="plan-quantity"
                />
              </div>
              <FieldError
                message={problem && t(problem.key, problem.values)}
                testId="plan-quantity-error"
              />
            </FieldScope>
            {lotSize > 1 && (
              <p className="muted small field-hint">{t('trade.lotSize', { lot: lotSize })}</p>
            )}
          </>
        )}
      </section>
      <PlanScheduleFields input={input} onChange={onChange} />
    </>
  );
};
