import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { instruments, watchlistItems, watchlists } from '../../db/schema/index.ts';

export type WatchlistRow = typeof watchlists.$inferSelect;

/** The list if it is the customer's. */
export const customerWatchlist = async (
  db: Executor,
  customerId: number,
  id: number,
): Promise<WatchlistRow | null> => {
  const [row] = await db
    .select()
    .from(watchlists)
    .where(and(eq(watchlists.id, id), eq(watchlists.customerId, customerId)));
  return row ?? null;
};

/** Locks the customer's list (its item count holds until the transaction ends); false: none. */
export const lockCustomerWatchlist = async (
  tx: Executor,
  customerId: number,
  id: number,
): Promise<boolean> => {
  const [row] = await tx
    .select({ id: watchlists.id })
    .from(watchlists)
    .where(and(eq(watchlists.id, id), eq(watchlists.customerId, customerId)))
    .for('no key update');
  return row !== undefined;
};

/** The customer's lists in their order. */
export const watchlistsOf = (db: Executor, customerId: number): Promise<WatchlistRow[]> =>
  db
    .select()
    .from(watchlists)
    .where(eq(watchlists.customerId, customerId))
    .orderBy(asc(watchlists.sort));

/** How many lists the customer has and the last list's sort position. */
export const watchlistCount = async (db: Executor, customerId: number) => {
  const [row] = await db
    .select({ n: count(), last: max(watchlists.sort) })
    .from(watchlists)
    .where(eq(watchlists.customerId, customerId));
  return { n: row?.n ?? 0, last: row?.last ?? 0 };
};

export const insertWatchlist = (
  tx: Executor,
  values: { customerId: number; name: string; sort: number },
): Promise<WatchlistRow[]> => tx.insert(watchlists).values(values).returning();

export const renameWatchlistRow = async (db: Executor, id: number, name: string) => {
  await db.update(watchlists).set({ name }).where(eq(watchlists.id, id));
};

export const deleteWatchlistRow = async (db: Executor, id: number) => {
  await db.delete(watchlists).where(eq(watchlists.id, id));
};

/** The lists' instruments in position order, each with its list. */
export const itemsOfWatchlists = (db: Executor, listIds: number[]) =>
  db
    .select({ watchlistId: watchlistItems.watchlistId, instrument: instruments })
    .from(watchlistItems)
    .innerJoin(instruments, eq(instruments.id, watchlistItems.instrumentId))
    .where(inArray(watchlistItems.watchlistId, listIds))
    .orderBy(asc(watchlistItems.position));

/** How many items the list has and the last item's position. */
export const watchlistItemCount = async (db: Executor, listId: number) => {
  const [row] = await db
    .select({ n: count(), last: max(watchlistItems.position) })
    .from(watchlistItems)
    .where(eq(watchlistItems.watchlistId, listId));
  return { n: row?.n ?? 0, last: row?.last ?? 0 };
};

/** Adds the instrument at `position` unless the list has it already. */
export const insertWatchlistItem = async (
  tx: Executor,
  values: { watchlistId: number; instrumentId: number; position: number },
) => {
  await tx.insert(watchlistItems).values(values).onConflictDoNothing();
};

export const deleteWatchlistItem = async (db: Executor, listId: number, instrumentId: number) => {
  await db
    .delete(watchlistItems)
    .where(
      and(eq(watchlistItems.watchlistId, listId), eq(watchlistItems.instrumentId, instrumentId)),
    );
};

/** Moves the list's item of `market:symbol` to `position`. */
export const setWatchlistItemPosition = async (
  tx: Executor,
  listId: number,
  market: string,
  symbol: string,
  position: number,
) => {
  await tx.execute(sql`
    UPDATE watchlist_items SET position = ${position}
     WHERE watchlist_id = ${listId}
       AND instrument_id = (SELECT id FROM instruments WHERE market = ${market} AND symbol = ${symbol})`);
};
