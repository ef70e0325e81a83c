import { z } from 'zod/mini';
import { currencyCode, decimalString, isoDay, isoInstant, safeString } from './common.ts';

/** A day (`2026-03-01`, the whole day in UTC) or an instant with its offset, 1900 to 2100. */
const statementDate = z.union([isoDay(), isoInstant()], 'validation.dateInvalid');

/**
 * Filters of the customer's statement (`/pages/profile/transcation`). `type` matches a
 * journal type and its sub-types: `withdrawal` finds withdrawal.reserve, .post and .void.
 */
export const statementFilter = z.object({
  type: z.optional(
    safeString().check(
      z.trim(),
      z.regex(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$/, 'validation.invalid'),
      z.maxLength(64, 'validation.tooLong'),
    ),
  ),
  currency: z.optional(currencyCode),
  from: z.optional(statementDate),
  to: z.optional(statementDate),
});

export const statementQuery = z.extend(statementFilter, {
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

/** Who caused a movement; operator ids stay in the back office. */
export const statementActor = z.enum(['customer', 'operator', 'system']);

/** One journal entry in one currency, as its owner sees it. */
/** The kinds of statement text the app and the console translate (`statement.desc.*`, `ledger.memo.*`). */
export const MEMO_KEYS = [
  'buy',
  'sell',
  'orderCancelled',
  'deposit',
  'transfer',
  'withdrawal',
  'withdrawalTo',
  'withdrawalCancelled',
  'loanDisbursed',
  'loanRepayment',
  'ipoSubscribe',
  'ipoAllotment',
  'ipoRefund',
  'quantBuy',
  'quantBuyForward',
  'quantRedeem',
  'adjustment',
  'loanInterest',
  'loanInterestPenalty',
  'loanWaived',
  'loanLiquidation',
  'dividend',
  'cashInLieu',
  'practiceFunding',
] as const;
export type MemoKey = (typeof MEMO_KEYS)[number];

/** What an entry says, as a translation key and its values; the English text is `description`. */
export const entryMemo = z.object({
  key: z.enum(MEMO_KEYS),
  values: z.record(z.string(), z.string()),
});
export type EntryMemo = z.infer<typeof entryMemo>;

export const statementLine = z.object({
  entryId: z.int(),
  time: z.string(),
  /** The journal type: deposit, withdrawal.reserve, withdrawal.post, transfer, order.*... */
  type: z.string(),
  description: z.string(),
  /** The same text for the reader's language; null for entries written without one. */
  memo: z.nullable(entryMemo),
  reference: z.nullable(z.string()),
  currency: z.string(),
  /** Signed change of the available (cash) balance. */
  cash: decimalString,
  /** Signed change of the held (reserved) balance. */
  held: decimalString,
  /** Available balance after this entry. */
  balanceAfter: decimalString,
  /** Held balance after this entry. */
  heldAfter: decimalString,
  by: statementActor,
  /** Why an operator made the entry; null for the customer's own and system movements. */
  reason: z.nullable(z.string()),
});

export type StatementFilter = z.infer<typeof statementFilter>;
export type StatementQuery = z.infer<typeof statementQuery>;
export type StatementLine = z.infer<typeof statementLine>;
