import {
  Decimal,
  planTerms,
  positiveAmount,
  quantitySchema,
  type PlanFrequency,
  type PlanTerms,
  type PlanView,
} from '@brokerage/shared';
import { lotProblem } from '@brokerage/shared/order-rules';

/**
 * What the set-up sheet holds. The weekday and the day of the month are kept apart, so that
 * trying another frequency and coming back keeps the day chosen for it.
 */
export interface PlanInput {
  kind: PlanTerms['kind'];
  /** As the amount field tells it: '' while empty or refused. */
  amount: string;
  quantity: string;
  frequency: PlanFrequency;
  /** ISO weekday, 1 Monday to 5 Friday. */
  weekday: number;
  /** 1 to 31. */
  monthDay: number;
}

export const NEW_PLAN_INPUT: PlanInput = {
  kind: 'amount',
  amount: '',
  quantity: '',
  frequency: 'monthly',
  weekday: 1,
  monthDay: 1,
};

/** The sheet opened to change a plan of one instrument starts from its terms. */
export const inputOfPlan = (plan: PlanView): PlanInput => ({
  kind: plan.kind,
  amount: plan.amount ?? '',
  quantity: plan.components[0]?.quantity ?? '',
  frequency: plan.frequency,
  weekday: plan.frequency === 'monthly' ? NEW_PLAN_INPUT.weekday : plan.day,
  monthDay: plan.frequency === 'monthly' ? plan.day : NEW_PLAN_INPUT.monthDay,
});

/** The day the chosen frequency buys on. */
export const dayOf = (input: Pick<PlanInput, 'frequency' | 'weekday' | 'monthDay'>): number =>
  input.frequency === 'monthly' ? input.monthDay : input.weekday;

/**
 * The terms to send for one instrument: the whole amount (weight 100) or its shares, as the
 * kind says.
 */
export const termsOf = (input: PlanInput, instrumentKey: string): PlanTerms => ({
  kind: input.kind,
  ...(input.kind === 'amount'
    ? { amount: input.amount.trim(), components: [{ key: instrumentKey, weight: 100 }] }
    : { components: [{ key: instrumentKey, quantity: input.quantity.trim() }] }),
  frequency: input.frequency,
  day: dayOf(input),
});

/** A translation key and its values. */
export interface InputProblem {
  key: string;
  values?: Record<string, string>;
}

/**
 * What stops the terms from being sent, under the field it is about: no amount (or zero), no
 * whole number of shares, or shares that are not whole lots (the order a run places would be
 * refused for it on every date). The amount's decimals are refused as they are typed.
 */
export const inputProblem = (input: PlanInput, lotSize: number): InputProblem | undefined => {
  if (input.kind === 'amount')
    return positiveAmount.safeParse(input.amount.trim()).success
      ? undefined
      : { key: 'validation.amountInvalid' };
  const quantity = quantitySchema.safeParse(input.quantity);
  if (!quantity.success) return { key: 'validation.minimumUnit' };
  const lot = lotProblem(new Decimal(quantity.data), lotSize);
  return lot ? { key: `errors.${lot.code}`, values: lot.values } : undefined;
};

/** The terms the shared contract accepts, or undefined (the server checks the same again). */
export const validTerms = (
  input: PlanInput,
  lotSize: number,
  instrumentKey: string,
): PlanTerms | undefined => {
  if (inputProblem(input, lotSize)) return undefined;
  const parsed = planTerms.safeParse(termsOf(input, instrumentKey));
  return parsed.success ? parsed.data : undefined;
};
