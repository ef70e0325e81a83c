import { z } from 'zod/mini';
import {
  decimalString,
  instrumentKey,
  page,
  pageQuery,
  payPasswordSchema,
  positiveAmount,
} from './common.ts';
import { quantitySchema } from './trading.ts';

/** How often a recurring plan buys (issue 30 item 2; the dates: investment-plans/plan-schedule.ts). */
export const PLAN_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export const planFrequency = z.enum(PLAN_FREQUENCIES);
export const planKind = z.enum(['amount', 'quantity']);
export const planStatus = z.enum(['active', 'paused', 'cancelled']);

/** The most instruments one plan buys. */
export const MAX_PLAN_COMPONENTS = 10;

/**
 * One instrument a plan buys: for an amount plan, its share of the amount in whole percent;
 * for a plan in shares, the shares each run buys of it.
 */
export const planComponent = z.object({
  key: instrumentKey(),
  weight: z.optional(z.coerce.number('validation.invalid').check(z.int('validation.invalid'))),
  quantity: z.optional(quantitySchema),
});

const marketOf = (key: string) => key.slice(0, key.indexOf(':'));

/**
 * What a plan buys and when: one instrument or a basket of up to ten of one market, for an
 * amount of money (split by the weights, which sum to 100; each part buys as many whole lots as
 * it pays with the fee) or for a number of shares of each; every week or two on a weekday
 * (1 Monday to 5 Friday), or monthly on a day (1 to 31, the month's last day when shorter).
 */
export const planTerms = z
  .object({
    kind: planKind,
    amount: z.optional(positiveAmount),
    components: z
      .array(planComponent)
      .check(
        z.minLength(1, 'validation.planComponents'),
        z.maxLength(MAX_PLAN_COMPONENTS, 'validation.planComponents'),
      ),
    frequency: planFrequency,
    day: z.coerce.number('validation.invalid').check(z.int('validation.invalid')),
  })
  .check(
    z.superRefine((terms, context) => {
      const maxDay = terms.frequency === 'monthly' ? 31 : 5;
      if (terms.day < 1 || terms.day > maxDay)
        context.addIssue({ code: 'custom', path: ['day'], message: 'validation.planDay' });
      if (terms.kind === 'amount' && terms.amount === undefined)
        context.addIssue({ code: 'custom', path: ['amount'], message: 'validation.amountInvalid' });
      terms.components.forEach((component, index) => {
        if (terms.kind === 'quantity' && component.quantity === undefined)
          context.addIssue({
            code: 'custom',
            path: ['components', index, 'quantity'],
            message: 'validation.minimumUnit',
          });
        const weight = component.weight;
        if (terms.kind === 'amount' && (weight === undefined || weight < 1 || weight > 100))
          context.addIssue({
            code: 'custom',
            path: ['components', index, 'weight'],
            message: 'validation.planWeight',
          });
      });
      const weights = terms.components.reduce((total, c) => total + (c.weight ?? 0), 0);
      if (terms.kind === 'amount' && weights !== 100)
        context.addIssue({
          code: 'custom',
          path: ['components'],
          message: 'validation.planWeights',
        });
      const keys = terms.components.map((c) => c.key);
      if (new Set(keys).size !== keys.length)
        context.addIssue({ code: 'custom', path: ['components'], message: 'validation.planTwice' });
      if (new Set(keys.map(marketOf)).size > 1)
        context.addIssue({
          code: 'custom',
          path: ['components'],
          message: 'validation.planOneMarket',
        });
    }),
  );

/**
 * A new plan, authorised once with the pay password as a standing instruction; a change of
 * what it buys or when is authorised again the same way. Pausing or cancelling needs none.
 */
export const createPlanRequest = z.object({ terms: planTerms, payPassword: payPasswordSchema });
export const changePlanRequest = z.object({ terms: planTerms, payPassword: payPasswordSchema });
/** What a customer may do to a plan besides changing it. */
export type PlanAction = 'pause' | 'resume' | 'cancel';

/** One instrument's run of a plan on one date: the order it placed, or why it bought nothing. */
export const planRunView = z.object({
  id: z.int(),
  key: z.string(),
  /** The plan's date, and the trading day it ran on. */
  scheduledDate: z.string(),
  runOn: z.string(),
  status: z.enum(['running', 'placed', 'refused']),
  orderId: z.nullable(z.int()),
  /** The order's own status and fill, when it placed one. */
  orderStatus: z.nullable(z.string()),
  quantity: z.nullable(decimalString),
  price: z.nullable(decimalString),
  /** An error code (INSUFFICIENT_FUNDS, AMOUNT_BELOW_ONE_LOT, ...) when refused. */
  reason: z.nullable(z.string()),
  at: z.string(),
});

export const planComponentView = z.object({
  key: z.string(),
  /** Whole percent of the amount (amount plans), or null. */
  weight: z.nullable(z.int()),
  /** Shares each run buys (plans in shares), or null. */
  quantity: z.nullable(decimalString),
});

export const planView = z.object({
  id: z.int(),
  market: z.string(),
  currency: z.string(),
  kind: planKind,
  amount: z.nullable(decimalString),
  /** What it buys, in the customer's order: one instrument, or a basket. */
  components: z.array(planComponentView),
  frequency: planFrequency,
  day: z.int(),
  status: planStatus,
  /** The next date and the trading day it buys on; null while paused and once cancelled. */
  nextDate: z.nullable(z.string()),
  nextRunOn: z.nullable(z.string()),
  authorisedAt: z.string(),
  createdAt: z.string(),
  /** The runs of its latest date, one per instrument; empty before its first. */
  lastRuns: z.array(planRunView),
});

export const planRunsQuery = pageQuery;
export const planRunsPage = page(planRunView);

export type PlanTerms = z.infer<typeof planTerms>;
export type PlanComponent = z.infer<typeof planComponent>;
export type PlanComponentView = z.infer<typeof planComponentView>;
export type CreatePlanRequest = z.infer<typeof createPlanRequest>;
export type ChangePlanRequest = z.infer<typeof changePlanRequest>;
export type PlanRunView = z.infer<typeof planRunView>;
export type PlanView = z.infer<typeof planView>;
export type PlanFrequency = z.infer<typeof planFrequency>;
