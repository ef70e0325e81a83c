import { and, asc, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { priceAlerts } from '../../db/schema/index.ts';

export type PriceAlertRow = typeof priceAlerts.$inferSelect;
export type NewPriceAlert = typeof priceAlerts.$inferInsert;

/** The customer's alerts, newest first, at most `limit`. */
export const customerAlerts = (db: Executor, customerId: number, limit: number) =>
  db
    .select()
    .from(priceAlerts)
    .where(eq(priceAlerts.customerId, customerId))
    .orderBy(desc(priceAlerts.id))
    .limit(limit);

export const countActiveAlerts = async (db: Executor, customerId: number): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(priceAlerts)
    .where(and(eq(priceAlerts.customerId, customerId), eq(priceAlerts.status, 'active')));
  return row?.n ?? 0;
};

export const insertAlert = async (tx: Executor, values: NewPriceAlert): Promise<PriceAlertRow> => {
  const [row] = await tx.insert(priceAlerts).values(values).returning();
  if (!row) throw new Error('price alert insert returned nothing');
  return row;
};

/** Cancels the customer's alert if it is still active; null otherwise. */
export const cancelActiveAlert = async (
  db: Executor,
  customerId: number,
  id: number,
): Promise<PriceAlertRow | null> => {
  const [row] = await db
    .update(priceAlerts)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(priceAlerts.id, id),
        eq(priceAlerts.customerId, customerId),
        eq(priceAlerts.status, 'active'),
      ),
    )
    .returning();
  return row ?? null;
};

/** The instruments with active alerts, from the partial index of active alerts. */
export const activeAlertKeys = async (db: Executor): Promise<string[]> => {
  const rows = await db
    .selectDistinct({ key: priceAlerts.instrumentKey })
    .from(priceAlerts)
    .where(eq(priceAlerts.status, 'active'));
  return rows.map((row) => row.key);
};

/**
 * The instrument's active alerts that `last` has crossed, by index (`above` at or below the
 * last price, `below` at or above it), oldest first.
 */
export const crossedAlerts = (db: Executor, key: string, last: string) =>
  db
    .select()
    .from(priceAlerts)
    .where(
      and(
        eq(priceAlerts.status, 'active'),
        eq(priceAlerts.instrumentKey, key),
        or(
          and(eq(priceAlerts.direction, 'above'), lte(priceAlerts.price, last)),
          and(eq(priceAlerts.direction, 'below'), gte(priceAlerts.price, last)),
        ),
      ),
    )
    .orderBy(asc(priceAlerts.id));

/** Marks the alert triggered if it is still active (the claim); answers whether it was. */
export const claimAlertTrigger = async (
  tx: Executor,
  id: number,
  at: Date,
  last: string,
): Promise<boolean> => {
  const claimed = await tx
    .update(priceAlerts)
    .set({ status: 'triggered', triggeredAt: at, triggeredPrice: last })
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.status, 'active')))
    .returning({ id: priceAlerts.id });
  return claimed.length > 0;
};
