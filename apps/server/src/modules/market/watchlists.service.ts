import { splitInstrumentKey, type WatchlistView } from '@brokerage/shared';
import { lockCustomer, type Transaction } from '../../db/customer-lock.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { findInstrumentRow } from './instruments.repository.ts';
import { toInstrumentView } from './instruments.service.ts';
import {
  customerWatchlist,
  deleteWatchlistItem,
  deleteWatchlistRow,
  insertWatchlist,
  insertWatchlistItem,
  itemsOfWatchlists,
  lockCustomerWatchlist,
  renameWatchlistRow,
  setWatchlistItemPosition,
  watchlistCount,
  watchlistItemCount,
  watchlistsOf,
} from './watchlists.repository.ts';

const MAX_LISTS = 20;
const MAX_ITEMS = 200;

const ownList = async (deps: AppDeps, actor: CustomerActor, id: number) => {
  const list = await customerWatchlist(deps.db, actor.customerId, id);
  if (!list) throw new DomainError('NOT_FOUND');
  return list;
};

/** The customer's list, locked until the transaction ends: its item count holds meanwhile. */
const lockOwnList = async (tx: Transaction, actor: CustomerActor, id: number) => {
  if (!(await lockCustomerWatchlist(tx, actor.customerId, id))) throw new DomainError('NOT_FOUND');
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
  let lists = await watchlistsOf(deps.db, actor.customerId);
  if (lists.length === 0) {
    // Parallel first reads would each create a default list: the customer's lock lets
    // the first one create it and the others find it.
    lists = await deps.db.transaction(async (tx) => {
      await lockCustomer(tx, actor.customerId);
      const found = await watchlistsOf(tx, actor.customerId);
      if (found.length > 0) return found;
      return insertWatchlist(tx, { customerId: actor.customerId, name: '', sort: 0 });
    });
  }
  const items = await itemsOfWatchlists(
    deps.db,
    lists.map((l) => l.id),
  );
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
    const { n, last } = await watchlistCount(tx, actor.customerId);
    if (n >= MAX_LISTS) throw new DomainError('LIMIT_REACHED');
    await insertWatchlist(tx, { customerId: actor.customerId, name, sort: last + 1 });
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
  await renameWatchlistRow(deps.db, id, name);
  return listWatchlists(deps, actor);
};

export const deleteWatchlist = async (deps: AppDeps, actor: CustomerActor, id: number) => {
  await ownList(deps, actor, id);
  await deleteWatchlistRow(deps.db, id);
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
    const { n, last } = await watchlistItemCount(tx, id);
    if (n >= MAX_ITEMS) throw new DomainError('LIMIT_REACHED');
    await insertWatchlistItem(tx, {
      watchlistId: id,
      instrumentId: instrument.id,
      position: last + 1,
    });
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
  await deleteWatchlistItem(deps.db, id, instrument.id);
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
      await setWatchlistItemPosition(tx, id, market, symbol, position);
    }
  });
  return listWatchlists(deps, actor);
};
