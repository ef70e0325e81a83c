import {
  Decimal,
  marketOf,
  MAX_PLAN_COMPONENTS,
  planTerms,
  positiveAmount,
  quantitySchema,
  type PlanTerms,
  type PlanView,
} from '@brokerage/shared';
import { planPartAmounts } from '@brokerage/shared/investment-plans';
import { lotProblem } from '@brokerage/shared/order-rules';
import { dayOf, NEW_PLAN_INPUT, type InputProblem, type PlanInput } from './plan-input';

/** One instrument of the basket as its row holds it: the texts exactly as typed. */
export interface BasketRow {
  key: string;
  /** Whole percent of the amount (amount plans). */
  weight: string;
  /** Shares each run buys (plans in shares). */
  quantity: string;
}

/** What the basket screen holds: the sheet's terms, with a row per instrument for its part. */
export type BasketInput = Omit<PlanInput, 'quantity'> & { rows: BasketRow[] };

const { quantity: _quantity, ...NEW_TERMS } = NEW_PLAN_INPUT;

export const NEW_BASKET_INPUT: BasketInput = { ...NEW_TERMS, rows: [] };

/** A plan opened to change on the basket screen starts from its terms and its instruments. */
export const basketInputOfPlan = (plan: PlanView): BasketInput => ({
  kind: plan.kind,
  amount: plan.amount ?? '',
  frequency: plan.frequency,
  weekday: plan.frequency === 'monthly' ? NEW_TERMS.weekday : plan.day,
  monthDay: plan.frequency === 'monthly' ? plan.day : NEW_TERMS.monthDay,
  rows: plan.components.map((component) => ({
    key: component.key,
    weight: component.weight === null ? '' : String(component.weight),
    quantity: component.quantity ?? '',
  })),
});

/** The market the basket buys in: its first instrument's; none while it is empty. */
export const basketMarket = (rows: readonly BasketRow[]): string | undefined =>
  rows[0] && marketOf(rows[0].key);

/** Why an instrument cannot join the basket, or undefined when it can. */
export type JoinRefusal = 'added' | 'otherMarket' | 'full';

export const joinRefusal = (rows: readonly BasketRow[], key: string): JoinRefusal | undefined => {
  if (rows.some((row) => row.key === key)) return 'added';
  const market = basketMarket(rows);
  if (market !== undefined && market !== marketOf(key)) return 'otherMarket';
  if (rows.length >= MAX_PLAN_COMPONENTS) return 'full';
  return undefined;
};

/** A percent typed as a whole number from 1 to 100, or undefined. */
const weightOf = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const weight = Number(trimmed);
  return weight >= 1 && weight <= 100 ? weight : undefined;
};

/** The sum of the percents typed so far (a row without a whole percent counts nothing). */
export const weightTotal = (rows: readonly BasketRow[]): number =>
  rows.reduce((total, row) => total + (weightOf(row.weight) ?? 0), 0);

/**
 * Adds an instrument at the end; in an amount plan its percent starts at what the others
 * leave of 100 (the first one gets all of it), for the customer to change. Nothing changes when
 * it cannot join.
 */
export const addRow = (input: BasketInput, key: string): BasketInput => {
  if (joinRefusal(input.rows, key)) return input;
  const left = 100 - weightTotal(input.rows);
  const weight = input.kind === 'amount' && left > 0 ? String(left) : '';
  return { ...input, rows: [...input.rows, { key, weight, quantity: '' }] };
};

export const removeRow = (input: BasketInput, index: number): BasketInput => ({
  ...input,
  rows: input.rows.filter((_, at) => at !== index),
});

export const changeRow = (
  input: BasketInput,
  index: number,
  patch: Partial<Omit<BasketRow, 'key'>>,
): BasketInput => ({
  ...input,
  rows: input.rows.map((row, at) => (at === index ? { ...row, ...patch } : row)),
});

/**
 * Each instrument's part of the amount by the published rule (planPartAmounts: rounded down to
 * the currency's unit), in the rows' order; undefined until the amount is one. A row without a
 * whole percent has no part yet.
 */
export const basketParts = (
  input: Pick<BasketInput, 'amount' | 'rows'>,
  currency: string,
): (Decimal | undefined)[] | undefined => {
  const amount = input.amount.trim();
  if (!positiveAmount.safeParse(amount).success) return undefined;
  const weights = input.rows.map((row) => weightOf(row.weight));
  const parts = planPartAmounts(
    amount,
    weights.map((weight) => weight ?? 0),
    currency,
  );
  return parts.map((part, index) => (weights[index] === undefined ? undefined : part));
};

/** The terms to send: the amount split by the rows' percents, or each row's shares. */
export const basketTermsOf = (input: BasketInput): PlanTerms => ({
  kind: input.kind,
  ...(input.kind === 'amount'
    ? {
        amount: input.amount.trim(),
        components: input.rows.map((row) => ({ key: row.key, weight: Number(row.weight.trim()) })),
      }
    : { components: input.rows.map((row) => ({ key: row.key, quantity: row.quantity.trim() })) }),
  frequency: input.frequency,
  day: dayOf(input),
});

/** What stops the basket, each under what it is about. */
export interface BasketProblems {
  amount?: InputProblem;
  /** By row, in the rows' order: its percent or its shares. */
  rows: (InputProblem | undefined)[];
  /** The basket as a whole: no instrument, percents not adding up to 100, one market. */
  basket?: InputProblem;
}

/**
 * The basket's problems, as the shared contract says them (the server checks the same again),
 * plus shares that are not whole lots of their instrument (`lotSizes` by key, when known).
 */
export const basketProblems = (
  input: BasketInput,
  lotSizes: Readonly<Record<string, number | undefined>>,
): BasketProblems => {
  const rows = input.rows.map((row): InputProblem | undefined => {
    if (input.kind === 'amount')
      return weightOf(row.weight) === undefined ? { key: 'validation.planWeight' } : undefined;
    const quantity = quantitySchema.safeParse(row.quantity);
    if (!quantity.success) return { key: 'validation.minimumUnit' };
    const lot = lotProblem(new Decimal(quantity.data), lotSizes[row.key] ?? 1);
    return lot ? { key: `errors.${lot.code}`, values: lot.values } : undefined;
  });
  const amount =
    input.kind === 'amount' && !positiveAmount.safeParse(input.amount.trim()).success
      ? { key: 'validation.amountInvalid' }
      : undefined;
  let basket: InputProblem | undefined;
  if (input.rows.length === 0) basket = { key: 'validation.planComponents' };
  else if (input.kind === 'amount' && weightTotal(input.rows) !== 100)
    basket = { key: 'validation.planWeights' };
  else if (!amount && rows.every((problem) => problem === undefined)) {
    // Anything else the contract refuses (twice the same, two markets) is the basket's.
    const parsed = planTerms.safeParse(basketTermsOf(input));
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    if (issue) basket = { key: issue.message };
  }
  return { amount, rows, basket };
};

export const hasProblem = (problems: BasketProblems): boolean =>
  problems.amount !== undefined ||
  problems.basket !== undefined ||
  problems.rows.some((problem) => problem !== undefined);

/** The terms to send, or undefined while anything stops them. */
export const validBasketTerms = (
  input: BasketInput,
  lotSizes: Readonly<Record<string, number | undefined>>,
): PlanTerms | undefined => {
  if (hasProblem(basketProblems(input, lotSizes))) return undefined;
  const parsed = planTerms.safeParse(basketTermsOf(input));
  return parsed.success ? parsed.data : undefined;
};
