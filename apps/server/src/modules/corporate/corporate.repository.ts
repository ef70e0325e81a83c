import { and, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  corporateActions,
  corporateFeedRecords,
  dividendEntitlements,
} from '../../db/schema/index.ts';

export type CorporateActionRow = typeof corporateActions.$inferSelect;
export type NewCorporateAction = typeof corporateActions.$inferInsert;
export type NewEntitlement = typeof dividendEntitlements.$inferInsert;
export type EntitlementRow = typeof dividendEntitlements.$inferSelect;

export const insertAction = async (
  db: Executor,
  values: NewCorporateAction,
): Promise<CorporateActionRow> => {
  const [row] = await db.insert(corporateActions).values(values).returning();
  if (!row) throw new Error('corporate action insert returned nothing');
  return row;
};

/** A standing (not cancelled) action of the instrument, kind and ex-date. */
export const standingActionOn = async (
  db: Executor,
  action: { instrumentId: number; exDate: string },
): Promise<CorporateActionRow | null> => {
  const [row] = await db
    .select()
    .from(corporateActions)
    .where(
      and(
        eq(corporateActions.instrumentId, action.instrumentId),
        eq(corporateActions.exDate, action.exDate),
        ne(corporateActions.status, 'cancelled'),
      ),
    );
  return row ?? null;
};

export const lockAction = async (db: Executor, id: number): Promise<CorporateActionRow | null> => {
  const [row] = await db
    .select()
    .from(corporateActions)
    .where(eq(corporateActions.id, id))
    .for('update');
  return row ?? null;
};

export const setActionStatus = async (
  db: Executor,
  id: number,
  from: CorporateActionRow['status'],
  values: Partial<NewCorporateAction>,
): Promise<CorporateActionRow | null> => {
  const [row] = await db
    .update(corporateActions)
    .set(values)
    .where(and(eq(corporateActions.id, id), eq(corporateActions.status, from)))
    .returning();
  return row ?? null;
};

/** Announced and entitled actions: the job's work, oldest ex-date first. */
export const openActions = (db: Executor) =>
  db
    .select()
    .from(corporateActions)
    .where(inArray(corporateActions.status, ['announced', 'entitled']))
    .orderBy(corporateActions.exDate, corporateActions.id);

/**
 * The lots of an instrument held when `at` came, with the shares each held then: opened before
 * it, their shares now plus what sales out of them filled at or after it (a lot sold, wholly or
 * partly, on the ex-date or later was still held when it began).
 */
export const lotsHeldAt = async (db: Executor, instrumentId: number, at: Date) => {
  const result = await db.execute<{ position_id: number; customer_id: number; quantity: string }>(
    sql`
    SELECT p.id AS position_id, p.customer_id,
           (p.quantity + COALESCE((
             SELECT SUM(f.quantity) FROM orders o JOIN fills f ON f.order_id = o.id
              WHERE o.position_id = p.id AND o.side = 'sell' AND f.filled_at >= ${at.toISOString()}
           ), 0))::text AS quantity
      FROM positions p
     WHERE p.instrument_id = ${instrumentId} AND p.opened_at < ${at.toISOString()}
     ORDER BY p.id`,
  );
  return result.rows.filter((row) => row.quantity !== '0');
};

export const insertEntitlements = async (db: Executor, rows: NewEntitlement[]) => {
  if (rows.length > 0) await db.insert(dividendEntitlements).values(rows);
};

/** Customers with unpaid entitlements of the action. */
export const unpaidCustomers = async (db: Executor, actionId: number): Promise<number[]> => {
  const rows = await db
    .selectDistinct({ customerId: dividendEntitlements.customerId })
    .from(dividendEntitlements)
    .where(and(eq(dividendEntitlements.actionId, actionId), isNull(dividendEntitlements.paidAt)));
  return rows.map((row) => row.customerId);
};

/**
 * The customer's unpaid entitlements of the action, locked in id order. A copy that comes second
 * waits, and then finds them paid (the row is read again once the lock is free), so all of a
 * customer's lots are paid by one transaction in one entry. Skipping locked rows instead would
 * let two copies take one lot each, since rows are locked one at a time.
 */
export const lockUnpaid = (db: Executor, actionId: number, customerId: number) =>
  db
    .select()
    .from(dividendEntitlements)
    .where(
      and(
        eq(dividendEntitlements.actionId, actionId),
        eq(dividendEntitlements.customerId, customerId),
        isNull(dividendEntitlements.paidAt),
      ),
    )
    .orderBy(dividendEntitlements.id)
    .for('update');

export const markPaid = (db: Executor, ids: number[], entryId: number, at: Date) =>
  db
    .update(dividendEntitlements)
    .set({ entryId, paidAt: at })
    .where(inArray(dividendEntitlements.id, ids));

/** The action is paid once none of its entitlements is left unpaid. */
export const closePaidAction = (db: Executor, id: number, at: Date) =>
  db.execute(sql`
    UPDATE corporate_actions SET status = 'paid', paid_at = ${at.toISOString()}
     WHERE id = ${id} AND status = 'entitled'
       AND NOT EXISTS (SELECT 1 FROM dividend_entitlements
                        WHERE action_id = ${id} AND paid_at IS NULL)`);

/** Rows of real customers only: a practice account's lots are not the platform's payouts. */
const ofRealCustomers = (alias: 'e' | 's') =>
  sql.raw(`${alias}.customer_id IN (SELECT id FROM customers WHERE book = 'real')`);
const dividendLots = sql`dividend_entitlements e WHERE e.action_id = corporate_actions.id AND ${ofRealCustomers('e')}`;
const splitLots = sql`split_adjustments s WHERE s.action_id = corporate_actions.id AND ${ofRealCustomers('s')}`;

/** What the list shows of an action: its totals, and the feed record it came from, if any. */
const listed = {
  feedSource: corporateFeedRecords.source,
  feedRef: corporateFeedRecords.ref,
  feedAmendedAt: corporateFeedRecords.amendedAt,
  lots: sql<number>`(SELECT COUNT(*)::int FROM ${dividendLots}) + (SELECT COUNT(*)::int FROM ${splitLots})`,
  cashInLieu: sql<string>`(SELECT COALESCE(SUM(s.cash_in_lieu), 0)::text FROM ${splitLots})`,
  gross: sql<string>`(SELECT COALESCE(SUM(e.gross), 0)::text FROM ${dividendLots})`,
  withholding: sql<string>`(SELECT COALESCE(SUM(e.withholding), 0)::text FROM ${dividendLots})`,
  net: sql<string>`(SELECT COALESCE(SUM(e.net), 0)::text FROM ${dividendLots})`,
};

const fromFeed = eq(corporateFeedRecords.id, corporateActions.feedRecordId);

/** A page of actions, newest ex-date first, each with what its lots are paid. */
export const pageActions = async (
  db: Executor,
  query: { status?: CorporateActionRow['status'] | undefined; limit: number; offset: number },
) => {
  const where = query.status ? eq(corporateActions.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ action: corporateActions, ...listed })
      .from(corporateActions)
      .leftJoin(corporateFeedRecords, fromFeed)
      .where(where)
      .orderBy(desc(corporateActions.exDate), desc(corporateActions.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(corporateActions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const actionWithTotals = async (db: Executor, id: number) => {
  const [row] = await db
    .select({ action: corporateActions, ...listed })
    .from(corporateActions)
    .leftJoin(corporateFeedRecords, fromFeed)
    .where(eq(corporateActions.id, id));
  return row ?? null;
};

export type ActionWithTotals = NonNullable<Awaited<ReturnType<typeof actionWithTotals>>>;
