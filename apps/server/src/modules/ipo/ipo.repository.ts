import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Book } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import {
  ipoAllotmentDraws,
  ipoCustomerTotals,
  ipoOfferings,
  ipoSubscriptions,
} from '../../db/schema/index.ts';
import type { OfferingRow, SubscriptionRow } from './ipo-views.ts';

export type NewOffering = typeof ipoOfferings.$inferInsert;
export type NewApplication = typeof ipoSubscriptions.$inferInsert;
export type NewDraw = typeof ipoAllotmentDraws.$inferInsert;
export type DrawRow = typeof ipoAllotmentDraws.$inferSelect;

/** Every offering, the latest subscription window first. */
export const listOfferings = (db: Executor): Promise<OfferingRow[]> =>
  db
    .select()
    .from(ipoOfferings)
    .orderBy(desc(ipoOfferings.subscriptionStartsAt), desc(ipoOfferings.id));

/** One offering; `lock` takes its row lock in the caller's transaction. */
export const offeringById = async (
  db: Executor,
  id: number,
  lock?: 'share' | 'update',
): Promise<OfferingRow | null> => {
  const query = db.select().from(ipoOfferings).where(eq(ipoOfferings.id, id));
  const [row] = await (lock ? query.for(lock) : query);
  return row ?? null;
};

export const listedOfferings = (db: Executor): Promise<OfferingRow[]> =>
  db.select().from(ipoOfferings).where(eq(ipoOfferings.status, 'listed'));

/**
 * The next offering in `status` whose date for the next step (allotment for a scheduled one,
 * listing for an allotted one) has come, locked with SKIP LOCKED: another server copy takes
 * the next one.
 */
export const claimDueOffering = async (
  tx: Executor,
  status: 'scheduled' | 'allotted',
  now: Date,
): Promise<OfferingRow | null> => {
  const due = status === 'scheduled' ? ipoOfferings.allotmentAt : ipoOfferings.listingAt;
  const [row] = await tx
    .select()
    .from(ipoOfferings)
    .where(and(eq(ipoOfferings.status, status), lte(due, now)))
    .orderBy(asc(due))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
};

/** Inserts the offering unless its symbol is already offered (then null). */
export const insertOffering = async (
  db: Executor,
  values: NewOffering,
): Promise<OfferingRow | null> => {
  const [row] = await db.insert(ipoOfferings).values(values).onConflictDoNothing().returning();
  return row ?? null;
};

export const updateOffering = async (
  db: Executor,
  id: number,
  values: Partial<NewOffering>,
): Promise<void> => {
  await db.update(ipoOfferings).set(values).where(eq(ipoOfferings.id, id));
};

/** Shares subscribed per offering, by every real customer (practice demand is not demand). */
export const subscribedShares = async (
  db: Executor,
  offeringIds: number[],
): Promise<Map<number, string>> => {
  if (offeringIds.length === 0) return new Map();
  const rows = await db
    .select({
      offeringId: ipoCustomerTotals.offeringId,
      shares: sql<string>`sum(${ipoCustomerTotals.quantity})::text`,
    })
    .from(ipoCustomerTotals)
    .where(
      sql`${ipoCustomerTotals.offeringId} IN ${offeringIds}
        AND ${ipoCustomerTotals.customerId} IN (SELECT id FROM customers WHERE book = 'real')`,
    )
    .groupBy(ipoCustomerTotals.offeringId);
  return new Map(rows.map((row) => [row.offeringId, row.shares]));
};

/**
 * Adds `quantity` to the customer's total for the offering in the statement that checks it
 * against `maximum`: the conflicting row is locked, so parallel subscriptions never pass the
 * maximum together. False when the sum would pass it (nothing counted).
 */
export const countIntoCustomerTotal = async (
  tx: Executor,
  offeringId: number,
  customerId: number,
  quantity: string,
  maximum: string,
): Promise<boolean> => {
  const counted = await tx
    .insert(ipoCustomerTotals)
    .values({ offeringId, customerId, quantity })
    .onConflictDoUpdate({
      target: [ipoCustomerTotals.offeringId, ipoCustomerTotals.customerId],
      set: { quantity: sql`${ipoCustomerTotals.quantity} + excluded.quantity` },
      setWhere: sql`${ipoCustomerTotals.quantity} + excluded.quantity <= ${maximum}`,
    })
    .returning({ quantity: ipoCustomerTotals.quantity });
  return counted.length > 0;
};

export const customerTotal = async (
  tx: Executor,
  offeringId: number,
  customerId: number,
): Promise<string> => {
  const [row] = await tx
    .select({ quantity: ipoCustomerTotals.quantity })
    .from(ipoCustomerTotals)
    .where(
      and(
        eq(ipoCustomerTotals.offeringId, offeringId),
        eq(ipoCustomerTotals.customerId, customerId),
      ),
    );
  return row?.quantity ?? '0';
};

/** The customer's waiting application to the offering, locked for update. */
export const lockWaitingApplication = async (
  tx: Executor,
  offeringId: number,
  customerId: number,
): Promise<SubscriptionRow | null> => {
  const [row] = await tx
    .select()
    .from(ipoSubscriptions)
    .where(
      and(
        eq(ipoSubscriptions.offeringId, offeringId),
        eq(ipoSubscriptions.customerId, customerId),
        eq(ipoSubscriptions.status, 'waiting'),
      ),
    )
    .for('update');
  return row ?? null;
};

export const insertApplication = async (
  tx: Executor,
  values: NewApplication,
): Promise<SubscriptionRow> => {
  const [row] = await tx.insert(ipoSubscriptions).values(values).returning();
  if (!row) throw new Error('ipo application insert returned nothing');
  return row;
};

export const updateApplication = async (
  tx: Executor,
  id: number,
  values: Partial<NewApplication>,
): Promise<SubscriptionRow> => {
  const [row] = await tx
    .update(ipoSubscriptions)
    .set(values)
    .where(eq(ipoSubscriptions.id, id))
    .returning();
  if (!row) throw new Error(`ipo application ${id} vanished`);
  return row;
};

/** An offering's applications in the order they were made; `allottedOnly` keeps those with lots. */
export const applicationsOf = (
  tx: Executor,
  offeringId: number,
  { allottedOnly = false, book }: { allottedOnly?: boolean; book?: Book } = {},
): Promise<SubscriptionRow[]> =>
  tx
    .select()
    .from(ipoSubscriptions)
    .where(
      and(
        eq(ipoSubscriptions.offeringId, offeringId),
        allottedOnly ? gt(ipoSubscriptions.allottedLots, 0) : undefined,
        book
          ? sql`${ipoSubscriptions.customerId} IN (SELECT id FROM customers WHERE book = ${book})`
          : undefined,
      ),
    )
    .orderBy(asc(ipoSubscriptions.id));

/** The customer's applications with their offerings, newest first. */
export const customerApplications = (db: Executor, customerId: number, limit: number) =>
  db
    .select({ subscription: ipoSubscriptions, offering: ipoOfferings })
    .from(ipoSubscriptions)
    .innerJoin(ipoOfferings, eq(ipoOfferings.id, ipoSubscriptions.offeringId))
    .where(eq(ipoSubscriptions.customerId, customerId))
    .orderBy(desc(ipoSubscriptions.id))
    .limit(limit);

/** The offering's published draw: the real book's (practice accounts draw apart, unpublished). */
export const drawOf = async (db: Executor, offeringId: number): Promise<DrawRow | null> => {
  const [row] = await db
    .select()
    .from(ipoAllotmentDraws)
    .where(and(eq(ipoAllotmentDraws.offeringId, offeringId), eq(ipoAllotmentDraws.book, 'real')));
  return row ?? null;
};

export const insertDraw = async (tx: Executor, values: NewDraw): Promise<void> => {
  await tx.insert(ipoAllotmentDraws).values(values);
};
