import { createHash } from 'node:crypto';
import { Decimal } from '@brokerage/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { journalEntries, postings } from '../db/schema/index.ts';
import { DomainError } from '../lib/domain-error.ts';
import { isCustomerRef, resolveAccountId, type AccountRef } from './accounts.ts';

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
  actor: string;
  reference?: string | undefined;
  reason?: string | undefined;
  /** Client-chosen id: the same key with the same legs returns the first entry. */
  idempotencyKey?: string | undefined;
  legs: Leg[];
}

export interface PostedEntry {
  id: number;
  /** False when an idempotent retry returned the entry posted the first time. */
  created: boolean;
}

export class UnbalancedEntryError extends Error {}

/** Legs on the same account merged, zero legs dropped, every currency balanced. */
const normaliseLegs = async (tx: Executor, legs: Leg[]) => {
  const totals = new Map<string, Decimal>();
  const byAccount = new Map<number, { currency: string; amount: Decimal; house: boolean }>();
  for (const leg of legs) {
    const amount = new Decimal(leg.amount);
    if (!amount.isFinite()) throw new UnbalancedEntryError(`bad amount ${leg.amount}`);
    const currency = leg.account.currency;
    totals.set(currency, (totals.get(currency) ?? new Decimal(0)).plus(amount));
    const id = await resolveAccountId(tx, leg.account);
    const current = byAccount.get(id);
    byAccount.set(id, {
      currency,
      amount: (current?.amount ?? new Decimal(0)).plus(amount),
      house: !isCustomerRef(leg.account),
    });
  }
  for (const [currency, total] of totals) {
    if (!total.isZero())
      throw new UnbalancedEntryError(`legs in ${currency} sum to ${total.toFixed()}`);
  }
  // Locks are taken in one global order so that concurrent entries never deadlock:
  // customer accounts by id, then the platform's by id. The platform's few accounts are
  // touched by nearly every entry, so locking them last keeps them locked the shortest.
  return [...byAccount.entries()]
    .filter(([, leg]) => !leg.amount.isZero())
    .sort(([a, x], [b, y]) => Number(x.house) - Number(y.house) || a - b);
};

const hashLegs = (input: EntryInput): string =>
  createHash('sha256')
    .update(JSON.stringify({ type: input.type, legs: input.legs, customerId: input.customerId }))
    .digest('hex');

const findByKey = async (
  tx: Executor,
  key: string,
  requestHash: string,
): Promise<PostedEntry | null> => {
  const [existing] = await tx
    .select({ id: journalEntries.id, requestHash: journalEntries.requestHash })
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, key));
  if (!existing) return null;
  if (existing.requestHash !== requestHash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  return { id: existing.id, created: false };
};

/**
 * Posts one balanced journal entry. Must run inside a transaction. Each balance moves
 * by a conditional UPDATE, so a customer account can never go below zero even when
 * many transactions spend from it at once; the CHECK constraint is the backstop.
 */
export const postEntry = async (tx: Executor, input: EntryInput): Promise<PostedEntry> => {
  const requestHash = hashLegs(input);
  if (input.idempotencyKey) {
    // Serialises retries of one key, so the second waits and then finds the first.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${input.idempotencyKey}))`);
    const existing = await findByKey(tx, input.idempotencyKey, requestHash);
    if (existing) return existing;
  }
  const legs = await normaliseLegs(tx, input.legs);
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      type: input.type,
      customerId: input.customerId,
      description: input.description,
      actor: input.actor,
      reference: input.reference ?? null,
      reason: input.reason ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      requestHash,
    })
    .returning({ id: journalEntries.id });
  if (!entry) throw new Error('journal entry insert returned nothing');

  for (const [accountId, leg] of legs) {
    const amount = leg.amount.toFixed();
    const updated = await tx.execute<{ balance: string }>(sql`
      UPDATE ledger_accounts
         SET balance = balance + ${amount}::numeric, version = version + 1
       WHERE id = ${accountId}
         AND currency = ${leg.currency}
         AND (owner_type <> 'customer' OR balance + ${amount}::numeric >= 0)
   RETURNING balance::text AS balance`);
    const row = updated.rows[0];
    if (!row) throw new DomainError('INSUFFICIENT_FUNDS');
    await tx.insert(postings).values({
      entryId: entry.id,
      accountId,
      currency: leg.currency,
      amount,
      balanceAfter: row.balance,
    });
  }
  return { id: entry.id, created: true };
};
