import { QuantStatus } from '@brokerage/shared';
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  quantFundComponents,
  quantFunds,
  quantHoldings,
  quantNavs,
} from '../../db/schema/index.ts';

export type FundRow = typeof quantFunds.$inferSelect;
export type NewFund = typeof quantFunds.$inferInsert;
export type NavRow = typeof quantNavs.$inferSelect;
export type NewNav = typeof quantNavs.$inferInsert;
export type HoldingRow = typeof quantHoldings.$inferSelect;
export type NewHolding = typeof quantHoldings.$inferInsert;
type HoldingStatus = (typeof QuantStatus)[keyof typeof QuantStatus];

// Funds and their baskets.

export const fundById = async (db: Executor, id: number): Promise<FundRow | null> => {
  const [row] = await db.select().from(quantFunds).where(eq(quantFunds.id, id));
  return row ?? null;
};

export const allFunds = (db: Executor): Promise<FundRow[]> =>
  db.select().from(quantFunds).orderBy(asc(quantFunds.id));

/** A fund with its basket, in the caller's transaction. */
export const insertFundWithComponents = async (
  tx: Executor,
  values: NewFund,
  components: { instrumentKey: string; weight: string }[],
): Promise<FundRow> => {
  const [row] = await tx.insert(quantFunds).values(values).returning();
  if (!row) throw new Error('quant fund insert returned nothing');
  await tx
    .insert(quantFundComponents)
    .values(components.map((component) => ({ fundId: row.id, ...component })));
  return row;
};

/** The basket, by instrument key. */
export const componentsOf = async (
  db: Executor,
  fundId: number,
): Promise<{ key: string; weight: string }[]> =>
  db
    .select({ key: quantFundComponents.instrumentKey, weight: quantFundComponents.weight })
    .from(quantFundComponents)
    .where(eq(quantFundComponents.fundId, fundId))
    .orderBy(asc(quantFundComponents.instrumentKey));

// Stored NAVs.

export const lastNav = async (db: Executor, fundId: number): Promise<NavRow | null> => {
  const [row] = await db
    .select()
    .from(quantNavs)
    .where(eq(quantNavs.fundId, fundId))
    .orderBy(desc(quantNavs.day))
    .limit(1);
  return row ?? null;
};

/** The last rebalanced row before `day`. */
export const rebalancedNavBefore = async (
  db: Executor,
  fundId: number,
  day: string,
): Promise<NavRow | null> => {
  const [row] = await db
    .select()
    .from(quantNavs)
    .where(
      and(eq(quantNavs.fundId, fundId), eq(quantNavs.rebalanced, true), lt(quantNavs.day, day)),
    )
    .orderBy(desc(quantNavs.day))
    .limit(1);
  return row ?? null;
};

/** Stores the rows a date has none for (a concurrent caller's identical rows win). */
export const insertNavs = async (db: Executor, rows: NewNav[]): Promise<void> => {
  if (rows.length > 0) await db.insert(quantNavs).values(rows).onConflictDoNothing();
};

export const navRows = (db: Executor, fundId: number): Promise<NavRow[]> =>
  db.select().from(quantNavs).where(eq(quantNavs.fundId, fundId)).orderBy(asc(quantNavs.day));

export const navOfDay = async (
  db: Executor,
  fundId: number,
  day: string,
): Promise<NavRow | null> => {
  const [row] = await db
    .select()
    .from(quantNavs)
    .where(and(eq(quantNavs.fundId, fundId), eq(quantNavs.day, day)));
  return row ?? null;
};

// Holdings.

export const insertHolding = async (tx: Executor, values: NewHolding): Promise<HoldingRow> => {
  const [row] = await tx.insert(quantHoldings).values(values).returning();
  if (!row) throw new Error('quant holding insert returned nothing');
  return row;
};

export const updateHolding = async (
  tx: Executor,
  id: number,
  values: Partial<NewHolding>,
): Promise<void> => {
  await tx.update(quantHoldings).set(values).where(eq(quantHoldings.id, id));
};

/** The customer's holdings in `status` with their funds, newest first. */
export const customerHoldings = (
  db: Executor,
  customerId: number,
  status: HoldingStatus,
  limit: number,
) =>
  db
    .select({ holding: quantHoldings, fund: quantFunds })
    .from(quantHoldings)
    .innerJoin(quantFunds, eq(quantFunds.id, quantHoldings.fundId))
    .where(and(eq(quantHoldings.customerId, customerId), eq(quantHoldings.status, status)))
    .orderBy(desc(quantHoldings.id))
    .limit(limit);

/** The holding with its fund, locked with SKIP LOCKED, while it is still in progress. */
export const claimHoldingInProgress = async (tx: Executor, id: number) => {
  const [row] = await tx
    .select({ holding: quantHoldings, fund: quantFunds })
    .from(quantHoldings)
    .innerJoin(quantFunds, eq(quantFunds.id, quantHoldings.fundId))
    .where(and(eq(quantHoldings.id, id), eq(quantHoldings.status, QuantStatus.IN_PROGRESS)))
    .for('update', { of: quantHoldings, skipLocked: true });
  return row ?? null;
};

/**
 * Up to `limit` holdings in progress with units whose end date is on or before `bound`, after
 * `afterId` (keyset paging), with their funds.
 */
export const holdingsEndingBy = (db: Executor, bound: string, afterId: number, limit: number) =>
  db
    .select({ id: quantHoldings.id, endDay: quantHoldings.endDay, fund: quantFunds })
    .from(quantHoldings)
    .innerJoin(quantFunds, eq(quantFunds.id, quantHoldings.fundId))
    .where(
      and(
        eq(quantHoldings.status, QuantStatus.IN_PROGRESS),
        isNotNull(quantHoldings.units),
        lte(quantHoldings.endDay, bound),
        gt(quantHoldings.id, afterId),
      ),
    )
    .orderBy(asc(quantHoldings.id))
    .limit(limit);

/** Each fund and pricing date some holding still waits for its units on. */
export const pendingPricingDays = (db: Executor) =>
  db
    .selectDistinct({ fund: quantFunds, day: quantHoldings.pricingDay })
    .from(quantHoldings)
    .innerJoin(quantFunds, eq(quantFunds.id, quantHoldings.fundId))
    .where(isNull(quantHoldings.units));

/** Up to `limit` holdings of the fund and pricing date without units, locked with SKIP LOCKED. */
export const claimPendingHoldings = (tx: Executor, fundId: number, day: string, limit: number) =>
  tx
    .select()
    .from(quantHoldings)
    .where(
      and(
        eq(quantHoldings.fundId, fundId),
        eq(quantHoldings.pricingDay, day),
        isNull(quantHoldings.units),
      ),
    )
    .orderBy(asc(quantHoldings.id))
    .limit(limit)
    .for('update', { skipLocked: true });
