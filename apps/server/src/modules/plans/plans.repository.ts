import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fills, investmentPlanRuns, investmentPlans, orders } from '../../db/schema/index.ts';

export type PlanRow = typeof investmentPlans.$inferSelect;
export type NewPlan = typeof investmentPlans.$inferInsert;
export type PlanRunRow = typeof investmentPlanRuns.$inferSelect;

export const insertPlan = async (db: Executor, values: NewPlan): Promise<PlanRow> => {
  const [row] = await db.insert(investmentPlans).values(values).returning();
  if (!row) throw new Error('plan insert returned nothing');
  return row;
};

/** The customer's plans that still buy or may again (active or paused). */
export const countOpenPlans = async (db: Executor, customerId: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(investmentPlans)
    .where(
      and(
        eq(investmentPlans.customerId, customerId),
        inArray(investmentPlans.status, ['active', 'paused']),
      ),
    );
  return row?.n ?? 0;
};

/** The customer's plan; `lock` takes it for a change (status and dates change one at a time). */
export const customerPlan = async (
  db: Executor,
  customerId: number,
  id: number,
  { lock = false } = {},
): Promise<PlanRow | null> => {
  const query = db
    .select()
    .from(investmentPlans)
    .where(and(eq(investmentPlans.id, id), eq(investmentPlans.customerId, customerId)));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
};

export const updatePlan = async (
  db: Executor,
  id: number,
  values: Partial<NewPlan>,
): Promise<PlanRow> => {
  const [row] = await db
    .update(investmentPlans)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(investmentPlans.id, id))
    .returning();
  if (!row) throw new Error(`plan ${id} vanished`);
  return row;
};

/** The customer's plans, newest first: cancelled ones too (their history stays readable). */
export const customerPlans = (db: Executor, customerId: number) =>
  db
    .select()
    .from(investmentPlans)
    .where(eq(investmentPlans.customerId, customerId))
    .orderBy(desc(investmentPlans.id));

/** Active plans of `market` whose trading day has come (`today` or before), oldest due first. */
export const duePlans = (db: Executor, market: string, today: string, limit: number) =>
  db
    .select()
    .from(investmentPlans)
    .where(
      and(
        eq(investmentPlans.status, 'active'),
        eq(investmentPlans.market, market),
        lte(investmentPlans.nextRunOn, today),
      ),
    )
    .orderBy(investmentPlans.nextRunOn, investmentPlans.id)
    .limit(limit);

/**
 * Claims the run of a plan's date: the first caller inserts it; a caller after it gets nothing,
 * unless the run is still 'running' since before `staleBefore` (its copy stopped mid-way), which
 * it then takes over, keeping the quantity fixed at the first claim. One statement, so any
 * number of server copies claim a run once.
 */
export const claimRun = async (
  db: Executor,
  run: { planId: number; scheduledDate: string; runOn: string; quantity: string | null },
  now: Date,
  staleBefore: Date,
): Promise<PlanRunRow | null> => {
  // Only while the plan is still active at that date: one paused, cancelled or changed after
  // the pass read it claims nothing.
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO investment_plan_runs (plan_id, scheduled_date, run_on, quantity, claimed_at)
    SELECT ${run.planId}, ${run.scheduledDate}, ${run.runOn}, ${run.quantity}, ${now.toISOString()}
     WHERE EXISTS (SELECT 1 FROM investment_plans
                    WHERE id = ${run.planId} AND status = 'active'
                      AND next_date = ${run.scheduledDate})
    ON CONFLICT (plan_id, scheduled_date) DO UPDATE SET claimed_at = EXCLUDED.claimed_at
      WHERE investment_plan_runs.status = 'running'
        AND investment_plan_runs.claimed_at < ${staleBefore.toISOString()}
    RETURNING id`);
  const id = result.rows[0]?.id;
  if (id === undefined) return null;
  const [row] = await db
    .select()
    .from(investmentPlanRuns)
    .where(eq(investmentPlanRuns.id, Number(id)));
  return row ?? null;
};

export const finishRun = (
  db: Executor,
  id: number,
  outcome: { status: 'placed'; orderId: number } | { status: 'refused'; reason: string },
) =>
  db
    .update(investmentPlanRuns)
    .set(
      outcome.status === 'placed'
        ? { status: 'placed', orderId: outcome.orderId }
        : { status: 'refused', reason: outcome.reason },
    )
    .where(and(eq(investmentPlanRuns.id, id), eq(investmentPlanRuns.status, 'running')));

/**
 * Moves an active plan from the date it ran for to its next: only if it still stands at that
 * date (a change or another copy may have moved it first).
 */
export const advancePlan = (
  db: Executor,
  planId: number,
  from: string,
  next: { nextDate: string; nextRunOn: string },
) =>
  db
    .update(investmentPlans)
    .set({ ...next, updatedAt: sql`now()` })
    .where(and(eq(investmentPlans.id, planId), eq(investmentPlans.nextDate, from)));

const runColumns = {
  id: investmentPlanRuns.id,
  planId: investmentPlanRuns.planId,
  scheduledDate: investmentPlanRuns.scheduledDate,
  runOn: investmentPlanRuns.runOn,
  status: investmentPlanRuns.status,
  orderId: investmentPlanRuns.orderId,
  reason: investmentPlanRuns.reason,
  quantity: investmentPlanRuns.quantity,
  claimedAt: investmentPlanRuns.claimedAt,
  orderStatus: orders.status,
  filledQuantity: fills.quantity,
  price: fills.price,
};

/** A page of a plan's runs, newest first, with its order's status and fill. */
export const pageRuns = async (
  db: Executor,
  planId: number,
  page: { limit: number; offset: number },
) => {
  const [rows, [total]] = await Promise.all([
    db
      .select(runColumns)
      .from(investmentPlanRuns)
      .leftJoin(orders, eq(orders.id, investmentPlanRuns.orderId))
      .leftJoin(fills, eq(fills.orderId, investmentPlanRuns.orderId))
      .where(eq(investmentPlanRuns.planId, planId))
      .orderBy(desc(investmentPlanRuns.scheduledDate))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(investmentPlanRuns).where(eq(investmentPlanRuns.planId, planId)),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** The latest run of each of `planIds`. */
export const lastRuns = async (db: Executor, planIds: number[]) => {
  if (planIds.length === 0) return [];
  return db
    .selectDistinctOn([investmentPlanRuns.planId], runColumns)
    .from(investmentPlanRuns)
    .leftJoin(orders, eq(orders.id, investmentPlanRuns.orderId))
    .leftJoin(fills, eq(fills.orderId, investmentPlanRuns.orderId))
    .where(inArray(investmentPlanRuns.planId, planIds))
    .orderBy(investmentPlanRuns.planId, desc(investmentPlanRuns.scheduledDate));
};

export type RunRow = Awaited<ReturnType<typeof pageRuns>>['rows'][number];
