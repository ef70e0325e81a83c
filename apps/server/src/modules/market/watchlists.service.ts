import { splitInstrumentKey, type WatchlistView } from '@brokerage/shared';
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import { instruments, watchlistItems, watchlists } from '../../db/schema/index.ts';
import { lockCustomer, type Transaction } from '../../db/customer-lock.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { findInstrumentRow } from './instruments.repository.ts';
import { toInstrumentView } from './instruments.service.ts';

const MAX_LISTS = 20;
const MAX_ITEMS = 200;

const ownList = async (deps: AppDeps, actor: CustomerActor, id: number) => {
  const [list] = await deps.db
    .select()
    .from(watchlists)
    .where(and(eq(watchlists.id, id), eq(watchlists.customerId, actor.customerId)));
  if (!list) throw new DomainError('NOT_FOUND');
  return list;
};

/** The customer's list, locked until the transaction ends: its item count holds meanwhile. */
const lockOwnList = async (tx: Transaction, actor: CustomerActor, id: number) => {
  const [list] = await tx
    .select({ id: watchlists.id })
    .from(watchlists)
    .where(and(eq(watchlists.id, id), eq(watchlists.customerId, actor.customerId)))
    .for('no key update');
  if (!list) throw new DomainError('NOT_FOUND');
};

const instrumentByKey = async (deps: AppDeps, key: string) => {
  const { market, symbol } = splitInstrumentKey(key);
  const row = await findInstrumentRow(deps.db, market, symbol);
  if (!row) throw new DomainError('UNKNOWN_INSTRUMENT');
  return row;
};

/** Every list with its instruments in order; a customer always has at least the default one. */
export const listWatchlists = async (
  deps: AppDeps,
  actor: CustomerActor,
): Promise<WatchlistView[]> => {
  let lists = await deps.db
    .select()
    .from(watchlists)
    .where(eq(watchlists.customerId, actor.customerId))
    .orderBy(asc(watchlists.sort));
  if (lists.length === 0) {
    // Parallel first reads would each create a default list: the customer's lock lets
    // the first one create it and the others find it.
    lists = await deps.db.transaction(async (tx) => {
      await lockCustomer(tx, actor.customerId);
      const found = await tx
        .select()
        .from(watchlists)
        .where(eq(watchlists.customerId, actor.customerId))
        .orderBy(asc(watchlists.sort));
      if (found.length > 0) return found;
      return tx
        .insert(watchlists)
        .values({ customerId: actor.customerId, name: '', sort: 0 })
        .returning();
    });
  }
  const items = await deps.db
    .select({ watchlistId: watchlistItems.watchlistId, instrument: instruments })
    .from(watchlistItems)
    .innerJoin(instruments, eq(instruments.id, watchlistItems.instrumentId))
    .where(
      inArray(
        watchlistItems.watchlistId,
        lists.map((l) => l.id),
      ),
    )
    .orderBy(asc(watchlistItems.position));
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    items: items
      .filter((i) => i.watchlistId === list.id)
      .map((i) => toInstrumentView(i.instrument)),
  }));
};

/** Counted and inserted under the customer's lock, so a parallel burst cannot pass the limit. */
export const createWatchlist = async (deps: AppDeps, actor: CustomerActor, name: string) => {
  await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, actor.customerId);
    const [{ n = 0, last = 0 } = {}] = await tx
      .select({ n: count(), last: max(watchlists.sort) })
      .from(watchlists)
      .where(eq(watchlists.customerId, actor.customerId));
    if (n >= MAX_LISTS) throw new DomainError('LIMIT_REACHED');
    await tx
      .insert(watchlists)
      .values({ customerId: actor.customerId, name, sort: (last ?? 0) + 1 });
  });
  return listWatchlists(deps, actor);
};

export const renameWatchlist = async (
  deps: AppDeps,
  actor: CustomerActor,
  id: number,
  name: string,
) => {
  await ownList(deps, actor, id);
  await deps.db.update(watchlists).set({ name }).where(eq(watchlists.id, id));
  return listWatchlists(deps, actor);
};

export const deleteWatchlist = async (deps: AppDeps, actor: CustomerActor, id: number) => {
  await ownList(deps, actor, id);
  await deps.db.delete(watchlists).where(eq(watchlists.id, id));
  return listWatchlists(deps, actor);
};

/**
 * Adding twice is harmless: the instrument stays where it was. The list's row is locked
 * while its items are counted and the new one inserted, so parallel adds cannot pass the
 * limit (nor take the same position).
 */
export const addToWatchlist = async (
  deps: AppDeps,
  actor: CustomerActor,
  id: number,
  key: string,
) => {
  await ownList(deps, actor, id);
  const instrument = await instrumentByKey(deps, key);
  await deps.db.transaction(async (tx) => {
    await lockOwnList(tx, actor, id);
    const [{ n = 0, last = 0 } = {}] = await tx
      .select({ n: count(), last: max(watchlistItems.position) })
      .from(watchlistItems)
      .where(eq(watchlistItems.watchlistId, id));
    if (n >= MAX_ITEMS) throw new DomainError('LIMIT_REACHED');
    await tx
      .insert(watchlistItems)
      .values({ watchlistId: id, instrumentId: instrument.id, position: (last ?? 0) + 1 })
      .onConflictDoNothing();
  });
  return listWatchlists(deps, actor);
};

export const removeFromWatchlist = async (
  deps: AppDeps,
  actor: CustomerActor,
  id: number,
  key: string,
) => {
  await ownList(deps, actor, id);
  const instrument = await instrumentByKey(deps, key);
  await deps.db
    .delete(watchlistItems)
    .where(and(eq(watchlistItems.watchlistId, id), eq(watchlistItems.instrumentId, instrument.id)));
  return listWatchlists(deps, actor);
};

/** The new order must name exactly the instruments on the list. */
export const reorderWatchlist = async (
  deps: AppDeps,
  actor: CustomerActor,
  id: number,
  keys: string[],
) => {
  await ownList(deps, actor, id);
  const current =
    (await listWatchlists(deps, actor)).find((l) => l.id === id)?.items.map((i) => i.key) ?? [];
  if (
    keys.length !== current.length ||
    new Set(keys).size !== keys.length ||
    keys.some((k) => !current.includes(k))
  ) {
    throw new DomainError('VALIDATION_FAILED');
  }
  await deps.db.transaction(async (tx) => {
    for (const [position, key] of keys.entries()) {
      const { market, symbol } = splitInstrumentKey(key);
      await tx.execute(sql`
        UPDATE watchlist_items SET position = ${position}
         WHERE watchlist_id = ${id}
           AND instrument_id = (SELECT id FROM instruments WHERE market = ${market} AND symbol = ${symbol})`);
    }
  });
  return listWatchlists(deps, actor);
};
