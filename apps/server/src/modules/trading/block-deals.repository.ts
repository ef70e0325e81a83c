import { rowsBefore } from '@brokerage/shared';
import { and, asc, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blockDeals, instruments } from '../../db/schema/index.ts';

export type BlockDealRow = typeof blockDeals.$inferSelect;
export type NewBlockDeal = typeof blockDeals.$inferInsert;

/** Deals open at `now` with shares left, with their instruments, soonest closing first. */
export const openBlockDeals = (db: Executor, now: Date) =>
  db
    .select({ deal: blockDeals, instrument: instruments })
    .from(blockDeals)
    .innerJoin(instruments, eq(instruments.id, blockDeals.instrumentId))
    .where(
      and(
        lte(blockDeals.opensAt, now),
        gt(blockDeals.closesAt, now),
        gt(blockDeals.availableQuantity, '0'),
      ),
    )
    .orderBy(asc(blockDeals.closesAt));

/** Every deal, newest first, with its instrument: the console's list (a page, and how many). */
export const pageBlockDeals = async (db: Executor, page: { page: number; pageSize: number }) => {
  const [total] = await db.select({ n: count() }).from(blockDeals);
  const rows = await db
    .select({ deal: blockDeals, instrument: instruments })
    .from(blockDeals)
    .innerJoin(instruments, eq(instruments.id, blockDeals.instrumentId))
    .orderBy(desc(blockDeals.id))
    .limit(page.pageSize)
    .offset(rowsBefore(page));
  return { rows, total: total?.n ?? 0 };
};

export const insertBlockDeal = async (
  tx: Executor,
  values: NewBlockDeal,
): Promise<BlockDealRow> => {
  const [row] = await tx.insert(blockDeals).values(values).returning();
  if (!row) throw new Error('block deal insert returned nothing');
  return row;
};

/** The deal with its instrument, the deal's row locked for update. */
export const lockBlockDeal = async (tx: Executor, id: number) => {
  const [row] = await tx
    .select({ deal: blockDeals, instrument: instruments })
    .from(blockDeals)
    .innerJoin(instruments, eq(instruments.id, blockDeals.instrumentId))
    .where(eq(blockDeals.id, id))
    .for('update', { of: blockDeals });
  return row ?? null;
};

export const setBlockDealAvailable = async (
  tx: Executor,
  id: number,
  availableQuantity: string,
): Promise<void> => {
  await tx.update(blockDeals).set({ availableQuantity }).where(eq(blockDeals.id, id));
};
