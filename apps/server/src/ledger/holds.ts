import { Decimal } from '@brokerage/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { holds } from '../db/schema/index.ts';
import { DomainError } from '../lib/domain-error.ts';
import type { PlatformAccountKind } from './accounts.ts';
import { postEntry, type EntryInput } from './entries.ts';

type EntryMeta = Pick<EntryInput, 'description' | 'memo' | 'actor' | 'reference' | 'reason'>;

export interface ReserveInput extends EntryMeta {
  customerId: number;
  currency: string;
  amount: string;
  /** What the money is reserved for: withdrawal, order, ipo... */
  purpose: string;
}

export interface Hold {
  id: number;
  customerId: number;
  currency: string;
  amount: string;
  status: string;
  purpose: string;
  /** The entry that reserved it. */
  reserveEntryId: number;
  /** The entry that posted or voided it; null while pending. */
  settleEntryId: number | null;
}

/** Phase one: cash -> held, in one entry, and a pending hold that remembers it. */
export const reserve = async (tx: Executor, input: ReserveInput): Promise<Hold> => {
  const amount = new Decimal(input.amount);
  if (!amount.isPositive() || amount.isZero()) throw new DomainError('VALIDATION_FAILED');
  const entry = await postEntry(tx, {
    type: `${input.purpose}.reserve`,
    customerId: input.customerId,
    description: input.description,
    memo: input.memo,
    actor: input.actor,
    reference: input.reference,
    legs: [
      {
        account: { customerId: input.customerId, kind: 'cash', currency: input.currency },
        amount: amount.neg().toFixed(),
      },
      {
        account: { customerId: input.customerId, kind: 'held', currency: input.currency },
        amount: amount.toFixed(),
      },
    ],
  });
  const [hold] = await tx
    .insert(holds)
    .values({
      customerId: input.customerId,
      currency: input.currency,
      amount: amount.toFixed(),
      purpose: input.purpose,
      reference: input.reference ?? null,
      reserveEntryId: entry.id,
    })
    .returning();
  if (!hold) throw new Error('hold insert returned nothing');
  return hold;
};

const lockPendingHold = async (tx: Executor, holdId: number, customerId?: number) => {
  const condition =
    customerId === undefined
      ? eq(holds.id, holdId)
      : and(eq(holds.id, holdId), eq(holds.customerId, customerId));
  const [hold] = await tx.select().from(holds).where(condition).for('update');
  if (!hold) throw new DomainError('NOT_FOUND');
  if (hold.status !== 'pending') throw new DomainError('HOLD_NOT_PENDING');
  return hold;
};

/**
 * Adds `amount` to a pending hold: cash -> held in one entry, and the hold grows by it, so
 * one hold keeps covering what a growing reservation (an IPO application a second
 * subscription adds to) has to pay. The caller holds the row lock that serialises additions.
 */
export const growHold = async (
  tx: Executor,
  holdId: number,
  amount: string,
  meta: EntryMeta,
): Promise<Hold> => {
  const hold = await lockPendingHold(tx, holdId);
  const more = new Decimal(amount);
  if (!more.isPositive() || more.isZero()) throw new DomainError('VALIDATION_FAILED');
  const owner = { customerId: hold.customerId, currency: hold.currency };
  await postEntry(tx, {
    type: `${hold.purpose}.reserve`,
    customerId: hold.customerId,
    ...meta,
    legs: [
      { account: { ...owner, kind: 'cash' }, amount: more.neg().toFixed() },
      { account: { ...owner, kind: 'held' }, amount: more.toFixed() },
    ],
  });
  const [grown] = await tx
    .update(holds)
    .set({ amount: new Decimal(hold.amount).plus(more).toFixed() })
    .where(eq(holds.id, hold.id))
    .returning();
  if (!grown) throw new Error(`hold ${holdId} vanished`);
  return grown;
};

export interface Destination {
  platform: PlatformAccountKind;
  amount: string;
}

/**
 * Phase two, success: held -> destinations (for example the outside world and the
 * fee account). Whatever the destinations do not take goes back to available cash
 * in the same entry, so a fill at a better price releases the rest at once.
 */
export const postHold = async (
  tx: Executor,
  holdId: number,
  destinations: Destination[],
  meta: EntryMeta,
): Promise<Hold> => {
  const hold = await lockPendingHold(tx, holdId);
  const taken = destinations.reduce((sum, d) => sum.plus(d.amount), new Decimal(0));
  const rest = new Decimal(hold.amount).minus(taken);
  if (rest.isNegative() || destinations.some((d) => !new Decimal(d.amount).isPositive())) {
    throw new Error(`hold ${holdId}: destinations exceed the reserved amount`);
  }
  const owner = { customerId: hold.customerId, currency: hold.currency };
  const entry = await postEntry(tx, {
    type: `${hold.purpose}.post`,
    customerId: hold.customerId,
    ...meta,
    legs: [
      { account: { ...owner, kind: 'held' }, amount: new Decimal(hold.amount).neg().toFixed() },
      ...destinations.map((d) => ({
        account: { platform: d.platform, currency: hold.currency },
        amount: d.amount,
      })),
      ...(rest.isZero()
        ? []
        : [{ account: { ...owner, kind: 'cash' as const }, amount: rest.toFixed() }]),
    ],
  });
  return settle(tx, hold.id, 'posted', entry.id);
};

/** Phase two, failure: held -> cash, the whole amount. */
export const voidHold = async (
  tx: Executor,
  holdId: number,
  meta: EntryMeta,
  customerId?: number,
): Promise<Hold> => {
  const hold = await lockPendingHold(tx, holdId, customerId);
  const owner = { customerId: hold.customerId, currency: hold.currency };
  const entry = await postEntry(tx, {
    type: `${hold.purpose}.void`,
    customerId: hold.customerId,
    ...meta,
    legs: [
      { account: { ...owner, kind: 'held' }, amount: new Decimal(hold.amount).neg().toFixed() },
      { account: { ...owner, kind: 'cash' }, amount: hold.amount },
    ],
  });
  return settle(tx, hold.id, 'voided', entry.id);
};

/**
 * Keeps `keep` of a pending hold and returns the rest to cash, in one entry: the hold is
 * voided by that entry and a new pending hold of `keep` (reserved by the same entry) takes its
 * place, so what stays held is still a hold a later posting settles (an IPO's allotted amount
 * waits for its listing, when the fill pays from it). Keeping all of it changes nothing.
 */
export const keepPartOfHold = async (
  tx: Executor,
  holdId: number,
  keep: string,
  meta: EntryMeta,
): Promise<Hold> => {
  const hold = await lockPendingHold(tx, holdId);
  const rest = new Decimal(hold.amount).minus(keep);
  if (rest.isNegative() || !new Decimal(keep).isPositive())
    throw new Error(`hold ${holdId}: cannot keep ${keep} of ${hold.amount}`);
  if (rest.isZero()) return hold;
  const owner = { customerId: hold.customerId, currency: hold.currency };
  const entry = await postEntry(tx, {
    type: `${hold.purpose}.release`,
    customerId: hold.customerId,
    ...meta,
    legs: [
      { account: { ...owner, kind: 'held' }, amount: rest.neg().toFixed() },
      { account: { ...owner, kind: 'cash' }, amount: rest.toFixed() },
    ],
  });
  await settle(tx, hold.id, 'voided', entry.id);
  const [kept] = await tx
    .insert(holds)
    .values({
      customerId: hold.customerId,
      currency: hold.currency,
      amount: new Decimal(keep).toFixed(),
      purpose: hold.purpose,
      reference: hold.reference,
      reserveEntryId: entry.id,
    })
    .returning();
  if (!kept) throw new Error('hold insert returned nothing');
  return kept;
};

const settle = async (
  tx: Executor,
  holdId: number,
  status: 'posted' | 'voided',
  entryId: number,
) => {
  const [updated] = await tx
    .update(holds)
    .set({ status, settleEntryId: entryId, settledAt: new Date() })
    .where(eq(holds.id, holdId))
    .returning();
  if (!updated) throw new Error(`hold ${holdId} vanished`);
  return updated;
};
