import type { SplitRatio } from '@brokerage/shared';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  blockDeals,
  investmentPlanComponents,
  investmentPlans,
  orders,
  positions,
  priceAlerts,
  splitAdjustments,
} from '../../db/schema/index.ts';

export type NewSplitAdjustment = typeof splitAdjustments.$inferInsert;

/** The instrument's orders still pending that were placed before `at`, locked. */
export const pendingOrdersBefore = (db: Executor, instrumentId: number, at: Date) =>
  db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.instrumentId, instrumentId),
        eq(orders.status, 'pending'),
        lt(orders.createdAt, at),
      ),
    )
    .orderBy(orders.id)
    .for('update');

/** The instrument's open lots opened before `at`, locked. */
export const openLotsBefore = (db: Executor, instrumentId: number, at: Date) =>
  db
    .select()
    .from(positions)
    .where(
      and(
        eq(positions.instrumentId, instrumentId),
        eq(positions.status, 'open'),
        lt(positions.openedAt, at),
      ),
    )
    .orderBy(positions.id)
    .for('update');

export const updateLot = (
  db: Executor,
  id: number,
  values: Partial<typeof positions.$inferInsert>,
) => db.update(positions).set(values).where(eq(positions.id, id));

/**
 * The lot's pledges to loans, each scaled by the ratio to whole shares (a pledge left with none
 * is removed); answers the shares the lot now has pledged.
 */
export const scalePledges = async (
  db: Executor,
  positionId: number,
  ratio: SplitRatio,
): Promise<string> => {
  await db.execute(sql`
    UPDATE loan_pledges SET quantity = floor(quantity * ${ratio.to} / ${ratio.from})
     WHERE position_id = ${positionId}`);
  await db.execute(
    sql`DELETE FROM loan_pledges WHERE position_id = ${positionId} AND quantity = 0`,
  );
  const result = await db.execute<{ pledged: string }>(sql`
    SELECT COALESCE(SUM(quantity), 0)::text AS pledged FROM loan_pledges
     WHERE position_id = ${positionId}`);
  return result.rows[0]?.pledged ?? '0';
};

/**
 * The instrument's block deals still open at `at` close then: their minimum and quantity are
 * shares of before the split, and a deal is set up again on the new terms if at all.
 */
export const closeBlockDealsAt = (db: Executor, instrumentId: number, at: Date) =>
  db
    .update(blockDeals)
    .set({ closesAt: at })
    .where(and(eq(blockDeals.instrumentId, instrumentId), gt(blockDeals.closesAt, at)));

/**
 * The instrument's places in recurring plans for numbers of shares that still buy or may again,
 * locked with their plans.
 */
export const sharePlansOf = (db: Executor, instrumentId: number) =>
  db
    .select({
      planId: investmentPlanComponents.planId,
      position: investmentPlanComponents.position,
      quantity: investmentPlanComponents.quantity,
      customerId: investmentPlans.customerId,
    })
    .from(investmentPlanComponents)
    .innerJoin(investmentPlans, eq(investmentPlans.id, investmentPlanComponents.planId))
    .where(
      and(
        eq(investmentPlanComponents.instrumentId, instrumentId),
        eq(investmentPlans.kind, 'quantity'),
        inArray(investmentPlans.status, ['active', 'paused']),
      ),
    )
    .orderBy(investmentPlanComponents.planId)
    .for('update');

export const setComponentQuantity = (
  db: Executor,
  place: { planId: number; position: number },
  quantity: string,
) =>
  db
    .update(investmentPlanComponents)
    .set({ quantity })
    .where(
      and(
        eq(investmentPlanComponents.planId, place.planId),
        eq(investmentPlanComponents.position, place.position),
      ),
    );

/** The instrument's active price alerts, locked. */
export const activeAlertsOf = (db: Executor, instrumentKey: string) =>
  db
    .select()
    .from(priceAlerts)
    .where(and(eq(priceAlerts.instrumentKey, instrumentKey), eq(priceAlerts.status, 'active')))
    .orderBy(priceAlerts.id)
    .for('update');

export const setAlertPrice = (db: Executor, id: number, price: string) =>
  db.update(priceAlerts).set({ price }).where(eq(priceAlerts.id, id));

export const insertSplitAdjustment = (db: Executor, values: NewSplitAdjustment) =>
  db.insert(splitAdjustments).values(values);
