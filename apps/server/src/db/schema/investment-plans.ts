import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { instruments } from './market.ts';
import { orders } from './trading.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A recurring plan (issue 30 item 2; migration 0055 holds its checks): a standing instruction,
 * authorised with the pay password, to buy `instrument_key` for an amount or a number of shares
 * every week, two weeks or month on `day`. `next_date` is its next date by the cadence and
 * `next_run_on` the trading day that date buys on (investment-plans/plan-schedule.ts).
 */
export const investmentPlans = pgTable(
  'investment_plans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    instrumentKey: text('instrument_key').notNull(),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: ['amount', 'quantity'] }).notNull(),
    amount: numeric('amount', { precision: 38, scale: 8 }),
    quantity: numeric('quantity', { precision: 38, scale: 0 }),
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

/** One run of a plan: claimed once per plan and date, then the order it placed or its refusal. */
export const investmentPlanRuns = pgTable(
  'investment_plan_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    planId: bigint('plan_id', { mode: 'number' })
      .notNull()
      .references(() => investmentPlans.id),
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
  (table) => [unique('investment_plan_runs_once').on(table.planId, table.scheduledDate)],
);
