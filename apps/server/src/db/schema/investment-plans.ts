import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { instruments } from './market.ts';
import { orders } from './trading.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A recurring plan (issue 30 item 2; migrations 0055 and 0061 hold its checks): a standing
 * instruction, authorised with the pay password, to buy its components (one instrument or a
 * basket of one market) for an amount or numbers of shares every week, two weeks or month on
 * `day`. `next_date` is its next date by the cadence and `next_run_on` the trading day that
 * date buys on (investment-plans/plan-schedule.ts).
 */
export const investmentPlans = pgTable(
  'investment_plans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: ['amount', 'quantity'] }).notNull(),
    /** The whole amount of each date, for an amount plan; split by the components' weights. */
    amount: numeric('amount', { precision: 38, scale: 8 }),
    frequency: text('frequency', { enum: ['weekly', 'biweekly', 'monthly'] }).notNull(),
    day: integer('day').notNull(),
    anchorDate: date('anchor_date').notNull(),
    status: text('status', { enum: ['active', 'paused', 'cancelled'] })
      .notNull()
      .default('active'),
    nextDate: date('next_date'),
    nextRunOn: date('next_run_on'),
    authorisedAt: at('authorised_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('investment_plans_customer_idx').on(table.customerId, table.id),
    index('investment_plans_due_idx')
      .on(table.market, table.nextRunOn)
      .where(sql`${table.status} = 'active'`),
  ],
);

/**
 * One instrument a plan buys, at its `position` in the customer's order: its whole percent of
 * the amount (`weight`) or the shares each date buys (`quantity`), as the plan's kind says.
 */
export const investmentPlanComponents = pgTable(
  'investment_plan_components',
  {
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => investmentPlans.id),
    position: smallint('position').notNull(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    instrumentKey: text('instrument_key').notNull(),
    weight: smallint('weight'),
    quantity: numeric('quantity', { precision: 38, scale: 0 }),
  },
  (table) => [
    primaryKey({ columns: [table.planId, table.position] }),
    unique('investment_plan_components_once').on(table.planId, table.instrumentId),
    index('investment_plan_components_instrument_idx').on(table.instrumentId),
  ],
);

/**
 * One instrument's run of a plan on one date: claimed once per plan, date and position, then
 * the order it placed or its refusal.
 */
export const investmentPlanRuns = pgTable(
  'investment_plan_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => investmentPlans.id),
    position: smallint('position').notNull(),
    instrumentKey: text('instrument_key').notNull(),
    scheduledDate: date('scheduled_date').notNull(),
    runOn: date('run_on').notNull(),
    status: text('status', { enum: ['running', 'placed', 'refused'] })
      .notNull()
      .default('running'),
    /** Fixed at the claim, so that a run taken over places the same order again. */
    quantity: numeric('quantity', { precision: 38, scale: 0 }),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    reason: text('reason'),
    claimedAt: at('claimed_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('investment_plan_runs_once').on(table.planId, table.scheduledDate, table.position),
  ],
);
