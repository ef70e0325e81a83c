import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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
