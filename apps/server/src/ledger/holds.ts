import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import type { PlatformAccountKind } from './accounts.ts';
import { ledgerFailure, partialLegs, type EntryInput } from './entries.ts';

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

/** A hold as the kernel's functions answer it (snake_case, ids and amounts as text). */
type HoldRow = {
  id: string;
  customer_id: string;
  currency: string;
  amount: string;
  status: string;
  purpose: string;
  reserve_entry_id: string;
  settle_entry_id: string | null;
};

const toHold = (row: HoldRow | undefined): Hold => {
  if (!row) throw new Error('a hold function answered nothing');
  return {
    id: Number(row.id),
    customerId: Number(row.customer_id),
    currency: row.currency,
    amount: row.amount,
    status: row.status,
    purpose: row.purpose,
    reserveEntryId: Number(row.reserve_entry_id),
    settleEntryId: row.settle_entry_id === null ? null : Number(row.settle_entry_id),
  };
};

/** Calls one of db/functions/holds.sql's primitives; its refusals as domain errors. */
const callHold = async (tx: Executor, call: SQL): Promise<Hold> => {
  try {
    const result = await tx.execute<HoldRow>(sql`SELECT * FROM ${call}`);
    return toHold(result.rows[0]);
  } catch (error) {
    throw ledgerFailure(error);
  }
};

const metaJson = (meta: EntryMeta): string =>
  JSON.stringify({
    description: meta.description,
    memo: meta.memo,
    actor: meta.actor,
    reference: meta.reference,
    reason: meta.reason,
  });

/** Phase one: cash -> held, in one entry, and a pending hold that remembers it. */
export const reserve = (tx: Executor, input: ReserveInput): Promise<Hold> =>
  callHold(
    tx,
    sql`hold_reserve(${input.customerId}, ${input.currency}, ${input.amount}::numeric,
      ${input.purpose}, ${input.reference ?? null}, ${metaJson(input)}::jsonb)`,
  );

/**
 * Adds `amount` to a pending hold: cash -> held in one entry, and the hold grows by it, so
 * one hold keeps covering what a growing reservation (an IPO application a second
 * subscription adds to) has to pay. The hold's row lock serialises additions.
 */
export const growHold = (
  tx: Executor,
  holdId: number,
  amount: string,
  meta: EntryMeta,
): Promise<Hold> =>
  callHold(tx, sql`hold_grow(${holdId}, ${amount}::numeric, ${metaJson(meta)}::jsonb)`);

export interface Destination {
  platform: PlatformAccountKind;
  amount: string;
}

/**
 * Phase two, success: held -> destinations (for example the outside world and the
 * fee account). Whatever the destinations do not take goes back to available cash
 * in the same entry, so a fill at a better price releases the rest at once. The caller names
 * the hold's owner and currency (it has the record the hold pays for), so the platform legs
 * take the owner's shard without reading the hold first; hold_post refuses destinations in
 * another currency than the hold's (HD004).
 */
export const postHold = (
  tx: Executor,
  hold: Pick<Hold, 'id' | 'customerId' | 'currency'>,
  destinations: Destination[],
  meta: EntryMeta,
): Promise<Hold> => {
  const legs = partialLegs(
    hold.customerId,
    destinations.map((d) => ({
      account: { platform: d.platform, currency: hold.currency },
      amount: d.amount,
    })),
  );
  return callHold(
    tx,
    sql`hold_post(${hold.id}, ${JSON.stringify(legs)}::jsonb, ${metaJson(meta)}::jsonb)`,
  );
};

/** Phase two, failure: held -> cash, the whole amount; with `customerId`, only theirs. */
export const voidHold = (
  tx: Executor,
  holdId: number,
  meta: EntryMeta,
  customerId?: number,
): Promise<Hold> =>
  callHold(tx, sql`hold_void(${holdId}, ${metaJson(meta)}::jsonb, ${customerId ?? null})`);

/**
 * Keeps `keep` of a pending hold and returns the rest to cash, in one entry: the hold is
 * voided by that entry and a new pending hold of `keep` (reserved by the same entry) takes its
 * place, so what stays held is still a hold a later posting settles (an IPO's allotted amount
 * waits for its listing, when the fill pays from it). Keeping all of it changes nothing.
 */
export const keepPartOfHold = (
  tx: Executor,
  holdId: number,
  keep: string,
  meta: EntryMeta,
): Promise<Hold> =>
  callHold(tx, sql`hold_keep(${holdId}, ${keep}::numeric, ${metaJson(meta)}::jsonb)`);
