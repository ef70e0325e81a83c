import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { QuantRebalance } from '@brokerage/shared';
import { customers } from './customers.ts';

/** Constraints and indexes: migrations 0025_quant_funds.sql, 0032_fund_forward_pricing.sql. */
const decimal = (name: string) => numeric(name, { precision: 38, scale: 8 });
const at = (name: string) => timestamp(name, { withTimezone: true });

export const quantFunds = pgTable('quant_funds', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: jsonb('name').$type<Record<string, string>>().notNull(),
  market: text('market').notNull(),
  currency: text('currency').notNull(),
  risk: smallint('risk').notNull(),
  institution: text('institution').notNull(),
  periodDays: integer('period_days').notNull(),
  minPurchase: decimal('min_purchase').notNull(),
  maxPurchase: decimal('max_purchase').notNull(),
  subscriptionStart: at('subscription_start').notNull(),
  subscriptionEnd: at('subscription_end').notNull(),
  rebalance: text('rebalance').$type<QuantRebalance>().notNull(),
  baseDay: date('base_day').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const quantFundComponents = pgTable(
  'quant_fund_components',
  {
    fundId: bigint('fund_id', { mode: 'number' })
      .notNull()
      .references(() => quantFunds.id),
    instrumentKey: text('instrument_key').notNull(),
    weight: numeric('weight', { precision: 12, scale: 8 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.fundId, table.instrumentKey] })],
);

export const quantNavs = pgTable(
  'quant_navs',
  {
    fundId: bigint('fund_id', { mode: 'number' })
      .notNull()
      .references(() => quantFunds.id),
    day: date('day').notNull(),
    nav: decimal('nav').notNull(),
    /** The closes used, by instrument key. */
    prices: jsonb('prices').$type<Record<string, string>>().notNull(),
    rebalanced: boolean('rebalanced').notNull(),
    computedAt: at('computed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.fundId, table.day] })],
);

export const quantHoldings = pgTable('quant_holdings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id),
  fundId: bigint('fund_id', { mode: 'number' })
    .notNull()
    .references(() => quantFunds.id),
  currency: text('currency').notNull(),
  amount: decimal('amount').notNull(),
  /** Units, the buy NAV and its closes: null until the pricing date's NAV fixes them. */
  units: decimal('units'),
  buyNav: decimal('buy_nav'),
  buyPrices: jsonb('buy_prices').$type<Record<string, string>>(),
  unitsFixedAt: at('units_fixed_at'),
  startedAt: at('started_at').notNull(),
  /** The trading date whose NAV prices the purchase: the first valuation point after it. */
  pricingDay: date('pricing_day').notNull(),
  endDay: date('end_day').notNull(),
  status: smallint('status').notNull().default(0),
  sellNav: decimal('sell_nav'),
  settledAmount: decimal('settled_amount'),
  settledProfit: decimal('settled_profit'),
  settledAt: at('settled_at'),
});
