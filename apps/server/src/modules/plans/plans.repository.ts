import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  fills,
  investmentPlanComponents,
  investmentPlanRuns,
  investmentPlans,
  orders,
} from '../../db/schema/index.ts';

export type PlanRow = typeof investmentPlans.$inferSelect;
export type NewPlan = typeof investmentPlans.$inferInsert;
export type PlanRunRow = typeof investmentPlanRuns.$inferSelect;
export type ComponentRow = typeof investmentPlanComponents.$inferSelect;
/** A component as the service builds it: its position is its place in the list. */
export type NewComponent = Omit<ComponentRow, 'planId' | 'position'>;

/** Writes the plan's components in the customer's order, replacing any it had. */
export const replaceComponents = async (
  db: Executor,
  planId: number,
  components: NewComponent[],
): Promise<ComponentRow[]> => {
  await db.delete(investmentPlanComponents).where(eq(investmentPlanComponents.planId, planId));
  return db
    .insert(investmentPlanComponents)
    .values(components.map((component, position) => ({ ...component, planId, position })))
    .returning();
};

export const insertPlan = async (db: Executor, values: NewPlan): Promise<PlanRow> => {
  const [row] = await db.insert(investmentPlans).values(values).returning();
  if (!row) throw new Error('plan insert returned nothing');
  return row;
};

/** The components of `planIds`, each plan's in its order. */
export const componentsOf = async (db: Executor, planIds: number[]): Promise<ComponentRow[]> => {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(investmentPlanComponents)
    .where(inArray(investmentPlanComponents.planId, planIds))
    .orderBy(investmentPlanComponents.planId, investmentPlanComponents.position);
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

/** The status of the run of the plan's component at `position` for the date, if it has one. */
const runStatus = async (db: Executor, planId: number, scheduledDate: string, position: number) => {
  const [row] = await db
    .select({ status: investmentPlanRuns.status })
    .from(investmentPlanRuns)
    .where(
      and(
        eq(investmentPlanRuns.planId, planId),
        eq(investmentPlanRuns.scheduledDate, scheduledDate),
        eq(investmentPlanRuns.position, position),
      ),
    );
  return row?.status ?? null;
};

export interface RunClaim {
  planId: number;
  position: number;
  instrumentKey: string;
  scheduledDate: string;
  runOn: string;
  quantity: string | null;
}

/**
 * Claims the run of one component of a plan's date: the first caller inserts it; a caller after
 * it gets 'finished' or 'running' (another copy has it), unless the run is still 'running' since
 * before `staleBefore` (its copy stopped mid-way), which it then takes over, keeping the
 * quantity fixed at the first claim. One statement, so any number of server copies claim a run
 * once. 'moved' when the plan no longer stands at that date (paused, cancelled or changed after
 * the pass read it).
 */
export const claimRun = async (
  db: Executor,
  run: RunClaim,
  now: Date,
  staleBefore: Date,
): Promise<PlanRunRow | 'finished' | 'running' | 'moved'> => {
  const result = await db.execute<{ id: number }>(sql`
    INSERT INTO investment_plan_runs
      (plan_id, position, instrument_key, scheduled_date, run_on, quantity, claimed_at)
    SELECT ${run.planId}, ${run.position}, ${run.instrumentKey}, ${run.scheduledDate},
           ${run.runOn}, ${run.quantity}, ${now.toISOString()}
     WHERE EXISTS (SELECT 1 FROM investment_plans
                    WHERE id = ${run.planId} AND status = 'active'
                      AND next_date = ${run.scheduledDate})
    ON CONFLICT (plan_id, scheduled_date, position) DO UPDATE SET claimed_at = EXCLUDED.claimed_at
      WHERE investment_plan_runs.status = 'running'
        AND investment_plan_runs.claimed_at < ${staleBefore.toISOString()}
    RETURNING id`);
  const id = result.rows[0]?.id;
  if (id === undefined) {
    const status = await runStatus(db, run.planId, run.scheduledDate, run.position);
    if (status === null) return 'moved';
    return status === 'running' ? 'running' : 'finished';
  }
  const [row] = await db
    .select()
    .from(investmentPlanRuns)
    .where(eq(investmentPlanRuns.id, Number(id)));
  if (!row) throw new Error(`plan run ${id} vanished`);
  return row;
};

/** Whether each of the plan's `components` has a finished run (placed or refused) of the date. */
export const dateFinished = async (
  db: Executor,
  planId: number,
  scheduledDate: string,
  components: number,
): Promise<boolean> => {
  const [row] = await db
    .select({ n: count() })
    .from(investmentPlanRuns)
    .where(
      and(
        eq(investmentPlanRuns.planId, planId),
        eq(investmentPlanRuns.scheduledDate, scheduledDate),
        inArray(investmentPlanRuns.status, ['placed', 'refused']),
      ),
    );
  return (row?.n ?? 0) >= components;
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
  position: investmentPlanRuns.position,
  instrumentKey: investmentPlanRuns.instrumentKey,
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

/** A page of a plan's runs, newest date first and in the plan's order, with each order's status and fill. */
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
      .orderBy(desc(investmentPlanRuns.scheduledDate), asc(investmentPlanRuns.position))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(investmentPlanRuns).where(eq(investmentPlanRuns.planId, planId)),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** The runs of the latest date of each of `planIds`, each plan's in its order. */
export const lastRuns = async (db: Executor, planIds: number[]) => {
  if (planIds.length === 0) return [];
  const latest = db
    .select({
      planId: investmentPlanRuns.planId,
      scheduledDate: sql`max(${investmentPlanRuns.scheduledDate})`,
    })
    .from(investmentPlanRuns)
    .where(inArray(investmentPlanRuns.planId, planIds))
    .groupBy(investmentPlanRuns.planId);
  return db
    .select(runColumns)
    .from(investmentPlanRuns)
    .leftJoin(orders, eq(orders.id, investmentPlanRuns.orderId))
    .leftJoin(fills, eq(fills.orderId, investmentPlanRuns.orderId))
    .where(sql`(${investmentPlanRuns.planId}, ${investmentPlanRuns.scheduledDate}) IN (${latest})`)
    .orderBy(investmentPlanRuns.planId, investmentPlanRuns.position);
};

export type RunRow = Awaited<ReturnType<typeof pageRuns>>['rows'][number];
