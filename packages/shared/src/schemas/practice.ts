import { z } from 'zod/mini';
import { currencyCode, decimalString } from './common.ts';

/**
 * The ledger book a request acts in: the customer's real account, or their practice account
 * (the app sends `x-account: practice` on every request while it shows the practice account).
 */
export const BOOKS = ['real', 'practice'] as const;
export type Book = (typeof BOOKS)[number];

/**
 * The virtual money a practice account may be opened with, in whole units of its currency:
 * enough to learn with, not so much that the figures stop meaning anything.
 */
export const PRACTICE_FUNDING = { min: 1_000, max: 10_000_000 } as const;

const WHOLE_UNITS = /^\d{1,9}$/;

const practiceAmount = z.string().check(
  z.trim(),
  z.regex(WHOLE_UNITS, 'validation.practiceAmount'),
  // Whole units, so exact integers compare them (no decimal.js in the app's first load, where
  // this schema is: issue 29). Text the pattern refused has its message already; zod runs this
  // check anyway, and reading such text as a number would throw.
  z.refine((value) => {
    if (!WHOLE_UNITS.test(value)) return true;
    const amount = BigInt(value);
    return amount >= BigInt(PRACTICE_FUNDING.min) && amount <= BigInt(PRACTICE_FUNDING.max);
  }, 'validation.practiceAmount'),
);

/** POST /practice: open the practice account with `amount` of virtual `currency`. */
export const openPracticeRequest = z.object({
  currency: currencyCode,
  amount: practiceAmount,
});
export type OpenPracticeRequest = z.infer<typeof openPracticeRequest>;

/**
 * POST /practice/reset: replace the open practice account `id` with a new one (its orders,
 * lots and money are set aside); naming the one being reset makes a repeated tap do nothing.
 */
export const resetPracticeRequest = z.extend(openPracticeRequest, {
  id: z.int().check(z.positive()),
});
export type ResetPracticeRequest = z.infer<typeof resetPracticeRequest>;

export const practiceAccount = z.object({
  id: z.int(),
  currency: z.string(),
  /** The virtual money it was opened with. */
  funding: decimalString,
  openedAt: z.string(),
});
export type PracticeAccount = z.infer<typeof practiceAccount>;

/** GET /practice: the person's open practice account, or null before they open one. */
export const practiceStatus = z.object({ account: z.nullable(practiceAccount) });
export type PracticeStatus = z.infer<typeof practiceStatus>;
