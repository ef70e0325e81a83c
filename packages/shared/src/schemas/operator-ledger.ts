import { z } from 'zod/mini';
import {
  currencyCode,
  decimalString,
  isoDay,
  page,
  pageQuery,
  safeString,
  text,
} from './common.ts';
import { entryMemo } from './statement.ts';

export const ledgerEntriesQuery = z.extend(pageQuery, {
  customerId: z.optional(
    z.coerce.number().check(z.int(), z.gte(1), z.lte(Number.MAX_SAFE_INTEGER)),
  ),
  type: z.optional(safeString().check(z.trim(), z.maxLength(64, 'validation.tooLong'))),
  /** Inclusive days of the platform's operations day (New York). */
  from: z.optional(isoDay()),
  to: z.optional(isoDay()),
});

export const ledgerPostingView = z.object({
  account: z.string(),
  currency: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
});

export const ledgerEntryView = z.object({
  id: z.int(),
  /** The journal type (`deposit`, `withdrawal.reserve`...): the console shows it translated. */
  type: z.string(),
  customerId: z.nullable(z.int()),
  /** The English text written with the entry (for exports, and entries without a memo). */
  description: z.string(),
  /** The same text as a translation key and its values; null for entries written without one. */
  memo: z.nullable(entryMemo),
  reference: z.nullable(z.string()),
  /** `operator:<id>`, `customer:<id>` or `system:<job>`. */
  actor: z.string(),
  /** Who `actor` names: the operator's username, the customer's chosen name; null for a job. */
  actorName: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  postings: z.array(ledgerPostingView),
});

export const ledgerEntriesPage = page(ledgerEntryView);

export const ledgerCheckReport = z.object({
  ok: z.boolean(),
  breaches: z.int(),
  details: z.array(z.object({ rule: z.string(), detail: z.string() })),
});

/**
 * A manual correction of a customer's cash: one journal entry against the platform's
 * adjustments account, with a reason the customer reads on their statement.
 */
export const ledgerAdjustmentRequest = z.object({
  customerId: z.int().check(z.gte(1), z.lte(Number.MAX_SAFE_INTEGER)),
  currency: currencyCode,
  /** Signed: positive credits the customer, negative debits them. */
  amount: decimalString.check(z.refine((v) => !/^-?0*(\.0*)?$/.test(v), 'validation.invalid')),
  reason: text(500),
});

export const ledgerAdjustmentResult = z.object({ entryId: z.int() });

export type LedgerEntryView = z.infer<typeof ledgerEntryView>;
export type LedgerAdjustmentRequest = z.infer<typeof ledgerAdjustmentRequest>;
export type LedgerAdjustmentResult = z.infer<typeof ledgerAdjustmentResult>;
