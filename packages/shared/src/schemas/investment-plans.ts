import { z } from 'zod';
import { payPasswordSchema } from './auth.ts';
import { decimalString, instrumentKey, page, pageQuery } from './common.ts';
import { positiveAmount } from './funding.ts';
import { quantitySchema } from './trading.ts';

/** How often a recurring plan buys (issue 30 item 2; the dates: investment-plans/plan-schedule.ts). */
export const PLAN_FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export const planFrequency = z.enum(PLAN_FREQUENCIES);
export const planKind = z.enum(['amount', 'quantity']);
export const planStatus = z.enum(['active', 'paused', 'cancelled']);

/**
 * What a plan buys and when: an amount of money (as many whole lots as it pays with the fee)
 * or a number of shares; every week or two on a weekday (1 Monday to 5 Friday), or monthly on
 * a day (1 to 31, the month's last day when shorter).
 */
export const planTerms = z
  .object({
    kind: planKind,
    amount: positiveAmount.optional(),
    quantity: quantitySchema.optional(),
    frequency: planFrequency,
    day: z.coerce.number('validation.invalid').int('validation.invalid'),
  })
  .superRefine((terms, context) => {
    const maxDay = terms.frequency === 'monthly' ? 31 : 5;
    if (terms.day < 1 || terms.day > maxDay)
      context.addIssue({ code: 'custom', path: ['day'], message: 'validation.planDay' });
    if (terms.kind === 'amount' && terms.amount === undefined)
      context.addIssue({ code: 'custom', path: ['amount'], message: 'validation.amountInvalid' });
    if (terms.kind === 'quantity' && terms.quantity === undefined)
      context.addIssue({ code: 'custom', path: ['quantity'], message: 'validation.minimumUnit' });
  });

/**
 * A new plan, authorised once with the pay password as a standing instruction; a change of
 * what it buys or when is authorised again the same way. Pausing or cancelling needs none.
 */
export const createPlanRequest = z.object({
  key: instrumentKey(),
  terms: planTerms,
  payPassword: payPasswordSchema,
});
export const changePlanRequest = z.object({ terms: planTerms, payPassword: payPasswordSchema });
/** What a customer may do to a plan besides changing it. */
export type PlanAction = 'pause' | 'resume' | 'cancel';

/** One run of a plan: the order it placed, or why it bought nothing. */
export const planRunView = z.object({
  id: z.number().int(),
  /** The plan's date, and the trading day it ran on. */
  scheduledDate: z.string(),
  runOn: z.string(),
  status: z.enum(['running', 'placed', 'refused']),
  orderId: z.number().int().nullable(),
  /** The order's own status and fill, when it placed one. */
  orderStatus: z.string().nullable(),
  quantity: decimalString.nullable(),
  price: decimalString.nullable(),
  /** An error code (INSUFFICIENT_FUNDS, AMOUNT_BELOW_ONE_LOT, ...) when refused. */
  reason: z.string().nullable(),
  at: z.string(),
});

export const planView = z.object({
  id: z.number().int(),
  key: z.string(),
  currency: z.string(),
  kind: planKind,
  amount: decimalString.nullable(),
  quantity: decimalString.nullable(),
  frequency: planFrequency,
  day: z.number().int(),
  status: planStatus,
  /** The next date and the trading day it buys on; null while paused and once cancelled. */
  nextDate: z.string().nullable(),
  nextRunOn: z.string().nullable(),
  authorisedAt: z.string(),
  createdAt: z.string(),
  lastRun: planRunView.nullable(),
});

export const planRunsQuery = pageQuery;
export const planRunsPage = page(planRunView);

export type PlanTerms = z.infer<typeof planTerms>;
export type CreatePlanRequest = z.infer<typeof createPlanRequest>;
export type ChangePlanRequest = z.infer<typeof changePlanRequest>;
export type PlanRunView = z.infer<typeof planRunView>;
export type PlanView = z.infer<typeof planView>;
export type PlanFrequency = z.infer<typeof planFrequency>;
