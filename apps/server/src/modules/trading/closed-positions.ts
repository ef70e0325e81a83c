import { type ClosedPositionView, rowsBefore } from '@brokerage/shared';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { fills, orders, positions } from '../../db/schema/index.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';

/**
 * The customer's closing fills, most recent first (issue 19 item 6): each sale out of a lot,
 * partial or final, with its own realised P/L as the fill path computed it (price difference
 * less its fee and its pro-rata share of the opening fee), so selling 5 of 10 shares shows at
 * once, and the rest of the lot stays on the open tab carrying only its share of that fee; a
 * sale a stop loss or take profit fired names the quote that triggered it.
 */
export const listClosedPositions = async (
  deps: AppDeps,
  actor: CustomerActor,
  query: { page: number; pageSize: number },
): Promise<{ items: ClosedPositionView[]; total: number; page: number; pageSize: number }> => {
  const where = and(
    eq(fills.customerId, actor.customerId),
    eq(orders.side, 'sell'),
    isNotNull(fills.realizedPnl),
  );
  const closing = deps.db
    .select({
      id: fills.id,
      positionId: positions.id,
      key: positions.instrumentKey,
      currency: positions.currency,
      quantity: fills.quantity,
      openPrice: positions.openPrice,
      closePrice: fills.price,
      realizedPnl: fills.realizedPnl,
      partial: fills.partial,
      triggerPrice: fills.triggerPrice,
      triggerQuoteTime: fills.triggerQuoteTime,
      openedAt: positions.openedAt,
      closedAt: fills.filledAt,
    })
    .from(fills)
    .innerJoin(orders, eq(orders.id, fills.orderId))
    .innerJoin(positions, eq(positions.id, orders.positionId))
    .where(where);
  const [rows, [total]] = await Promise.all([
    closing.orderBy(desc(fills.id)).limit(query.pageSize).offset(rowsBefore(query)),
    deps.db
      .select({ n: count() })
      .from(fills)
      .innerJoin(orders, eq(orders.id, fills.orderId))
      .where(where),
  ]);
  return {
    items: rows.map(({ realizedPnl, partial, triggerQuoteTime, ...row }) => ({
      ...row,
      realizedPnl: realizedPnl ?? '0',
      // As it was when the sale filled (execute_fill stored it): shares of the lot stayed open.
      partial: partial ?? false,
      triggerQuoteTime: triggerQuoteTime?.toISOString() ?? null,
      openedAt: row.openedAt.toISOString(),
      closedAt: row.closedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};
