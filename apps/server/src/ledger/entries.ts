import { Decimal, type EntryMemo } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { DomainError } from '../lib/domain-error.ts';
import { isCustomerRef, type AccountRef } from './accounts.ts';
import { isUniqueViolation, pgErrorOf } from '../db/pg-error.ts';

export interface Leg {
  account: AccountRef;
  /** Signed decimal string: positive adds to the account, negative takes from it. */
  amount: string;
}

export interface EntryInput {
  type: string;
  /** Whose statement shows the entry. */
  customerId: number | null;
  description: string;
  /** The description for the reader's language (see memo.ts); none for operators' own text. */
  memo?: EntryMemo | undefined;
  actor: string;
  reference?: string | undefined;
  reason?: string | undefined;
  legs: Leg[];
}

export interface PostedEntry {
  id: number;
}

export class UnbalancedEntryError extends Error {}

/** Raised by ledger_post_entry when a customer balance would go below zero. */
const CANNOT_GO_NEGATIVE = 'LD001';
/** Raised by ledger_post_entry (db/functions/ledger.sql) when the legs do not sum to zero per currency. */
const UNBALANCED = 'LD002';
/** Raised by ledger_post_entry when an entry would cross books or leave the practice book. */
const BOOK_REFUSALS = new Set(['LD004', 'LD005']);
/** The journal's index of movements that happen once for their record (migration 0046). */
const SETTLES_ONCE = 'journal_entries_settles_once';

/**
 * How many shards each platform account has. Nearly every entry touches the platform's
 * fee or counterparty account; spreading them by customer keeps concurrent customers
 * from queueing on one row, while one customer's entries keep using the same shard.
 */
export const PLATFORM_SHARDS = 16;

/** The shard of the platform's accounts an entry shown to this customer uses. */
export const platformShard = (customerId: number | null): number =>
  customerId === null ? 0 : customerId % PLATFORM_SHARDS;

interface AccountLeg {
  customer_id: number | null;
  kind: string;
  currency: string;
  shard: number;
  amount: Decimal;
}

/** Legs on the same account merged, zero legs dropped; platform legs on the entry's shard. */
const mergeLegs = (customerId: number | null, legs: Leg[]): AccountLeg[] => {
  const byAccount = new Map<string, AccountLeg>();
  const shard = platformShard(customerId);
  for (const leg of legs) {
    const amount = new Decimal(leg.amount);
    if (!amount.isFinite()) throw new UnbalancedEntryError(`bad amount ${leg.amount}`);
    const { currency } = leg.account;
    const account = isCustomerRef(leg.account)
      ? { customer_id: leg.account.customerId, kind: leg.account.kind, currency, shard: 0 }
      : { customer_id: null, kind: leg.account.platform, currency, shard };
    const key = `${account.customer_id ?? 'platform'}:${account.kind}:${currency}`;
    const current = byAccount.get(key);
    byAccount.set(key, { ...account, amount: (current?.amount ?? new Decimal(0)).plus(amount) });
  }
  return [...byAccount.values()].filter((leg) => !leg.amount.isZero());
};

/** Merged legs whose every currency is balanced. */
const normaliseLegs = (input: EntryInput): AccountLeg[] => {
  const merged = mergeLegs(input.customerId, input.legs);
  const totals = new Map<string, Decimal>();
  for (const leg of merged) {
    totals.set(leg.currency, (totals.get(leg.currency) ?? new Decimal(0)).plus(leg.amount));
  }
  for (const [currency, total] of totals) {
    if (!total.isZero())
      throw new UnbalancedEntryError(`legs in ${currency} sum to ${total.toFixed()}`);
  }
  return merged;
};

/**
 * One side of an entry (a hold's destinations, which db/functions/holds.sql balances with the
 * held account) as ledger_post_entry takes it: merged, amounts as text.
 */
export const partialLegs = (customerId: number | null, legs: Leg[]) =>
  mergeLegs(customerId, legs).map((leg) => ({ ...leg, amount: leg.amount.toFixed() }));

/** The legs as ledger_post_entry takes them: merged, balanced, amounts as text. */
export const entryLegs = (input: EntryInput) =>
  normaliseLegs(input).map((leg) => ({ ...leg, amount: leg.amount.toFixed() }));

/** The refusals of db/functions/holds.sql a caller can meet (HD004 is a caller's bug). */
const HOLD_REFUSALS: Record<string, 'NOT_FOUND' | 'HOLD_NOT_PENDING' | 'VALIDATION_FAILED'> = {
  HD001: 'NOT_FOUND',
  HD002: 'HOLD_NOT_PENDING',
  HD003: 'VALIDATION_FAILED',
};

/**
 * What a failed ledger posting means to the caller: a balance that cannot pay, a hold that is
 * gone or settled, practice money that would leave its book (or real money enter it), a movement its record already had (a second credit of one deposit), an
 * entry the database refused as unbalanced (a bug in the caller, never the
 * customer's input), or the error.
 */
export const ledgerFailure = (error: unknown): unknown => {
  const code = pgErrorOf(error).code;
  if (code === CANNOT_GO_NEGATIVE) return new DomainError('INSUFFICIENT_FUNDS');
  if (code !== undefined && BOOK_REFUSALS.has(code)) return new DomainError('PRACTICE_UNAVAILABLE');
  const holdRefusal = code === undefined ? undefined : HOLD_REFUSALS[code];
  if (holdRefusal) return new DomainError(holdRefusal);
  if (isUniqueViolation(error, SETTLES_ONCE)) return new DomainError('ENTRY_ALREADY_POSTED');
  if (code === UNBALANCED) return new UnbalancedEntryError(pgErrorOf(error).message ?? UNBALANCED);
  return error;
};

/**
 * Posts one balanced journal entry. Must run inside a transaction, which fails as a
 * whole when a customer balance would go below zero: each balance moves by a
 * conditional UPDATE, even when many transactions spend from it at once, and the
 * CHECK constraint is the backstop.
 */
export const postEntry = async (tx: Executor, input: EntryInput): Promise<PostedEntry> => {
  const legs = entryLegs(input);
  try {
    // One round trip: see ledger_post_entry in db/functions/ledger.sql for the lock order.
    const result = await tx.execute<{ id: number }>(sql`
      SELECT ledger_post_entry(${input.type}, ${input.customerId}, ${input.description},
        ${input.memo ? JSON.stringify(input.memo) : null}::jsonb, ${input.actor}, ${input.reference ?? null}, ${input.reason ?? null},
        ${JSON.stringify(legs)}::jsonb) AS id`);
    const entry = result.rows[0];
    if (!entry) throw new Error('ledger_post_entry returned nothing');
    return { id: Number(entry.id) };
  } catch (error) {
    throw ledgerFailure(error);
  }
};
