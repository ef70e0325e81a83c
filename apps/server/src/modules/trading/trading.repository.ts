import { rowsBefore } from '@brokerage/shared';
import { and, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paginate, type PageParams } from '../../db/paginate.ts';
import { fills, orders, positions } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type PositionRow = typeof positions.$inferSelect;
export type FillRow = typeof fills.$inferSelect;

export type NewOrder = typeof orders.$inferInsert;

export const insertOrder = async (db: Executor, values: NewOrder): Promise<OrderRow> => {
  const [row] = await db.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
};

export const orderById = async (db: Executor, id: number): Promise<OrderRow | null> => {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
};

/** The order if it is the customer's. */
export const customerOrder = async (
  db: Executor,
  customerId: number,
  id: number,
): Promise<OrderRow | null> => {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.customerId, customerId)));
  return row ?? null;
};

/** A page of the customer's orders in any of `statuses`, newest first. */
export const pageCustomerOrders = (
  db: Executor,
  customerId: number,
  statuses: string[],
  page: PageParams,
) =>
  paginate(
    db,
    orders,
    and(eq(orders.customerId, customerId), inArray(orders.status, statuses)),
    orders.id,
    page,
  );

/** The order locked with SKIP LOCKED: null when another transaction holds it. */
export const claimOrder = async (db: Executor, id: number): Promise<OrderRow | null> => {
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, id))
    .for('update', { skipLocked: true });
  return row ?? null;
};

export const lockOrder = async (db: Executor, id: number): Promise<OrderRow | null> => {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
};

export const updateOrder = async (
  db: Executor,
  id: number,
  values: Partial<typeof orders.$inferInsert>,
) => {
  const [row] = await db
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, id))
    .returning();
  if (!row) throw new Error(`order ${id} vanished`);
  return row;
};

export const positionById = async (db: Executor, id: number): Promise<PositionRow | null> => {
  const [row] = await db.select().from(positions).where(eq(positions.id, id));
  return row ?? null;
};

/** The lot if it is the customer's. */
export const customerPosition = async (
  db: Executor,
  customerId: number,
  id: number,
): Promise<PositionRow | null> => {
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.id, id), eq(positions.customerId, customerId)));
  return row ?? null;
};

/** The customer's lots in `status`, newest first; without `limit`, all of them. */
export const customerPositions = (
  db: Executor,
  customerId: number,
  status: 'open' | 'closed',
  limit?: number,
): Promise<PositionRow[]> => {
  const query = db
    .select()
    .from(positions)
    .where(and(eq(positions.customerId, customerId), eq(positions.status, status)))
    .orderBy(desc(positions.id));
  return limit === undefined ? query : query.limit(limit);
};

/**
 * Sets an open lot's stop loss and take profit in one UPDATE: it takes the row lock, so of
 * concurrent edits each is whole and the last stays. Null when the lot is not the customer's
 * open one (closed meanwhile, perhaps).
 */
export const updatePositionStops = async (
  db: Executor,
  customerId: number,
  id: number,
  stops: Pick<
    PositionRow,
    | 'stopLoss'
    | 'takeProfit'
    | 'takeProfitKind'
    | 'trailingKind'
    | 'trailingDistance'
    | 'trailingPeak'
  >,
): Promise<PositionRow | null> => {
  // A trailing stop saved again with the kind and distance the row has at write time keeps the
  // higher of its peak and stop and these (computed from an earlier read): a raise by the
  // matcher between that read and this write is never undone.
  const sameTrailing = sql`(${positions.trailingKind} = ${stops.trailingKind}
    AND ${positions.trailingDistance} = ${stops.trailingDistance}::numeric)`;
  const kept = (column: typeof positions.stopLoss, value: string | null) =>
    value === null || stops.trailingKind === null
      ? value
      : sql`CASE WHEN ${sameTrailing} THEN GREATEST(${column}, ${value}::numeric) ELSE ${value}::numeric END`;
  const [row] = await db
    .update(positions)
    .set({
      ...stops,
      stopLoss: kept(positions.stopLoss, stops.stopLoss),
      trailingPeak: kept(positions.trailingPeak, stops.trailingPeak),
    })
    .where(
      and(eq(positions.id, id), eq(positions.customerId, customerId), eq(positions.status, 'open')),
    )
    .returning();
  return row ?? null;
};

export const lockPosition = async (db: Executor, id: number): Promise<PositionRow | null> => {
  const [row] = await db.select().from(positions).where(eq(positions.id, id)).for('update');
  return row ?? null;
};

/**
 * Promises `quantity` of a lot to a close order, only if that much is still free (neither
 * promised to another close nor pledged to a loan): two concurrent closes of the same lot
 * cannot both get it, and pledged shares are never sold (the lot's CHECK holds it too).
 */
export const reserveClosing = async (
  db: Executor,
  positionId: number,
  customerId: number,
  quantity: string,
) => {
  const result = await db.execute(sql`
    UPDATE positions SET closing_quantity = closing_quantity + ${quantity}::numeric
     WHERE id = ${positionId} AND customer_id = ${customerId} AND status = 'open'
       AND quantity - closing_quantity - pledged_quantity >= ${quantity}::numeric
 RETURNING id`);
  return result.rows.length === 1;
};

export const releaseClosing = async (db: Executor, positionId: number, quantity: string) => {
  await db.execute(sql`
    UPDATE positions SET closing_quantity = closing_quantity - ${quantity}::numeric WHERE id = ${positionId}`);
};

export const findFill = async (db: Executor, orderId: number): Promise<FillRow | null> => {
  const [row] = await db.select().from(fills).where(eq(fills.orderId, orderId));
  return row ?? null;
};

/** The customer's sale fills since `since`, with the lot each sold from and its market. */
export const salesSince = (db: Executor, customerId: number, since: Date) =>
  db
    .select({ fill: fills, position: positions, market: orders.market })
    .from(fills)
    .innerJoin(orders, eq(orders.id, fills.orderId))
    .innerJoin(positions, eq(positions.id, orders.positionId))
    .where(
      and(eq(fills.customerId, customerId), eq(orders.side, 'sell'), gte(fills.filledAt, since)),
    );

/** A page of the customer's closing fills (sales with a realised P/L), newest first. */
export const pageClosingFills = async (
  db: Executor,
  customerId: number,
  page: { page: number; pageSize: number },
) => {
  const where = and(
    eq(fills.customerId, customerId),
    eq(orders.side, 'sell'),
    isNotNull(fills.realizedPnl),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: fills.id,
        positionId: positions.id,
        key: positions.instrumentKey,
        currency: positions.currency,
        quantity: fills.quantity,
        cost: fills.cost,
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
      .where(where)
      .orderBy(desc(fills.id))
      .limit(page.pageSize)
      .offset(rowsBefore(page)),
    db
      .select({ n: count() })
      .from(fills)
      .innerJoin(orders, eq(orders.id, fills.orderId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/**
 * The `trading.fees` setting (as stored, parsed) and whether the customer is VIP (the person:
 * a practice account trades on its person's terms), in one query.
 */
export const feesAndVip = async (
  db: Executor,
  customerId: number,
): Promise<{ fees: unknown; vip: boolean | null }> => {
  const result = await db.execute<{ vip: boolean | null; fees: unknown }>(sql`
    SELECT (SELECT vip FROM customers WHERE id = person_of(${customerId})) AS vip,
           (SELECT value FROM settings WHERE key = 'trading.fees') AS fees`);
  return result.rows[0] ?? { fees: undefined, vip: null };
};
