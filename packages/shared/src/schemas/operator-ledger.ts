import { z } from 'zod';
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

export const ledgerEntriesQuery = pageQuery.extend({
  customerId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  type: safeString().trim().max(64, 'validation.tooLong').optional(),
  /** Inclusive days of the platform's operations day (New York). */
  from: isoDay().optional(),
  to: isoDay().optional(),
});

export const ledgerPostingView = z.object({
  account: z.string(),
  currency: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
});

export const ledgerEntryView = z.object({
  id: z.number().int(),
  /** The journal type (`deposit`, `withdrawal.reserve`...): the console shows it translated. */
  type: z.string(),
  customerId: z.number().int().nullable(),
  /** The English text written with the entry (for exports, and entries without a memo). */
  description: z.string(),
  /** The same text as a translation key and its values; null for entries written without one. */
  memo: entryMemo.nullable(),
  reference: z.string().nullable(),
  /** `operator:<id>`, `customer:<id>` or `system:<job>`. */
  actor: z.string(),
  /** Who `actor` names: the operator's username, the customer's chosen name; null for a job. */
  actorName: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  postings: z.array(ledgerPostingView),
});

export const ledgerEntriesPage = page(ledgerEntryView);

export const ledgerCheckReport = z.object({
  ok: z.boolean(),
  breaches: z.number().int(),
  details: z.array(z.object({ rule: z.string(), detail: z.string() })),
});

/**
 * A manual correction of a customer's cash: one journal entry against the platform's
 * adjustments account, with a reason the customer reads on their statement.
 */
export const ledgerAdjustmentRequest = z.object({
  customerId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  currency: currencyCode,
  /** Signed: positive credits the customer, negative debits them. */
  amount: decimalString.refine((v) => !/^-?0*(\.0*)?$/.test(v), 'validation.invalid'),
  reason: text(500),
});

export const ledgerAdjustmentResult = z.object({ entryId: z.number().int() });

export type LedgerEntryView = z.infer<typeof ledgerEntryView>;
export type LedgerAdjustmentRequest = z.infer<typeof ledgerAdjustmentRequest>;
export type LedgerAdjustmentResult = z.infer<typeof ledgerAdjustmentResult>;
