import type { ClosedPositionView } from '@brokerage/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { positions } from '../../db/schema/index.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The customer's closed lots, most recently closed first: open price, the average price of
 * the sells that closed the lot (weighted by quantity) and the realised P/L after both fees.
 */
export const listClosedPositions = async (
  deps: AppDeps,
  actor: CustomerActor,
  query: { page: number; pageSize: number },
): Promise<{ items: ClosedPositionView[]; total: number; page: number; pageSize: number }> => {
  const where = and(eq(positions.customerId, actor.customerId), eq(positions.status, 'closed'));
  const closePrice = sql<string | null>`(
    SELECT round(sum(f.price * f.quantity) / nullif(sum(f.quantity), 0), 8)::text
      FROM fills f JOIN orders o ON o.id = f.order_id
     WHERE o.position_id = "positions"."id" AND o.side = 'sell')`;
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({
        id: positions.id,
        key: positions.instrumentKey,
        currency: positions.currency,
        quantity: positions.openedQuantity,
        openPrice: positions.openPrice,
        closePrice,
        realizedPnl: positions.realizedPnl,
        openedAt: positions.openedAt,
        closedAt: positions.closedAt,
      })
      .from(positions)
      .where(where)
      .orderBy(desc(positions.closedAt), desc(positions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(positions).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      ...row,
      openedAt: row.openedAt.toISOString(),
      closedAt: iso(row.closedAt),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};
