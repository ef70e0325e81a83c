import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { holds } from './ledger.ts';
import { instruments } from './market.ts';

const decimal = (name: string) => numeric(name, { precision: 38, scale: 8 });
/** Whole shares, exact: a quantity is never held in a JavaScript number. */
const shares = (name: string) => numeric(name, { precision: 38, scale: 0 });
const customerId = () =>
  bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id);
const instrumentId = () =>
  integer('instrument_id')
    .notNull()
    .references(() => instruments.id);
const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** A lot: each filled buy opens one; closes (sells) reduce it. */
export const positions = pgTable(
  'positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: customerId(),
    instrumentId: instrumentId(),
    instrumentKey: text('instrument_key').notNull(),
    currency: text('currency').notNull(),
    /** Still open. */
    quantity: shares('quantity').notNull(),
    /** Part of `quantity` promised to pending close orders, so it cannot be closed twice. */
    closingQuantity: shares('closing_quantity').notNull().default('0'),
    /** Part of `quantity` pledged to loans (loan_pledges): it cannot be promised to a close. */
    pledgedQuantity: shares('pledged_quantity').notNull().default('0'),
    openedQuantity: shares('opened_quantity').notNull(),
    /** Per share, as shown; a split divides it (8 decimals, half to even). */
    openPrice: decimal('open_price').notNull(),
    /** What `openedQuantity` cost, exact: sales take their share of it (0057), splits keep it. */
    openCost: decimal('open_cost').notNull(),
    openFee: decimal('open_fee').notNull(),
    stopLoss: decimal('stop_loss'),
    takeProfit: decimal('take_profit'),
    /** The stop loss trails the bid (0053): by an amount or a percent, from the highest bid seen. */
    trailingKind: text('trailing_kind').$type<'amount' | 'percent'>(),
    trailingDistance: decimal('trailing_distance'),
    trailingPeak: decimal('trailing_peak'),
    /** A take profit sells at market, or as a limit order at its level (never below it). */
    takeProfitKind: text('take_profit_kind')
      .$type<'market' | 'limit'>()
      .notNull()
      .default('market'),
    realizedPnl: decimal('realized_pnl').notNull().default('0'),
    status: text('status').notNull().default('open'),
    openedAt: at('opened_at').notNull(),
    closedAt: at('closed_at'),
  },
  (table) => [
    index('positions_customer_idx').on(table.customerId, table.status),
    // Stop-loss / take-profit lots a quote crosses, found by instrument and trigger (0021).
    index('positions_stop_loss_idx')
      .on(table.instrumentKey, table.stopLoss)
      .where(sql`${table.status} = 'open' AND ${table.stopLoss} IS NOT NULL`),
    index('positions_take_profit_idx')
      .on(table.instrumentKey, table.takeProfit)
      .where(sql`${table.status} = 'open' AND ${table.takeProfit} IS NOT NULL`),
    index('positions_trailing_idx')
      .on(table.instrumentKey, table.trailingPeak)
      .where(sql`${table.status} = 'open' AND ${table.trailingKind} IS NOT NULL`),
    check('positions_status', sql`${table.status} IN ('open', 'closed')`),
    check(
      'positions_quantities',
      sql`${table.quantity} >= 0 AND ${table.closingQuantity} >= 0 AND ${table.pledgedQuantity} >= 0 AND ${table.closingQuantity} + ${table.pledgedQuantity} <= ${table.quantity}`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: customerId(),
    instrumentId: instrumentId(),
    instrumentKey: text('instrument_key').notNull(),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    side: text('side').notNull(),
    type: text('type').notNull(),
    quantity: shares('quantity').notNull(),
    limitPrice: decimal('limit_price'),
    /** A stop or stop-limit buy waits until the ask reaches this price. */
    stopPrice: decimal('stop_price'),
    /** When the stop was reached: from then on a stop works as a market order, a stop-limit as a limit. */
    triggeredAt: at('triggered_at'),
    stopLoss: decimal('stop_loss'),
    takeProfit: decimal('take_profit'),
    /** The lot's stop trails the bid from its fill instead of a fixed stop loss (0059). */
    trailingKind: text('trailing_kind').$type<'amount' | 'percent'>(),
    trailingDistance: decimal('trailing_distance'),
    takeProfitKind: text('take_profit_kind')
      .$type<'market' | 'limit'>()
      .notNull()
      .default('market'),
    /** pending (seed: wait/handle), filled, cancelled, refused. */
    status: text('status').notNull().default('pending'),
    /** Why it was refused or cancelled by the system (an error code). */
    reason: text('reason'),
    /** The cash reserved for a buy (amount at the worst price it may fill at, plus the fee). */
    holdId: bigint('hold_id', { mode: 'number' }).references(() => holds.id),
    /** The lot a sell closes. */
    positionId: bigint('position_id', { mode: 'number' }).references(() => positions.id),
    /** A buy from a block deal fills at the deal's price, not the market's. */
    blockDealId: bigint('block_deal_id', { mode: 'number' }),
    /** The bid of the quote that fired a stop loss or take profit (this sell), and its time. */
    triggerPrice: decimal('trigger_price'),
    triggerQuoteTime: at('trigger_quote_time'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId, table.id),
    index('orders_pending_idx')
      .on(table.id)
      .where(sql`${table.status} = 'pending'`),
    // The orders a quote crosses, found by instrument, side and price (0021).
    index('orders_pending_limit_idx')
      .on(table.instrumentKey, table.side, table.limitPrice)
      .where(sql`${table.status} = 'pending'`),
    index('orders_pending_stop_idx')
      .on(table.instrumentKey, table.side, table.stopPrice)
      .where(
        sql`${table.status} = 'pending' AND ${table.stopPrice} IS NOT NULL AND ${table.triggeredAt} IS NULL`,
      ),
    check('orders_side', sql`${table.side} IN ('buy', 'sell')`),
    check('orders_type', sql`${table.type} IN ('market', 'limit', 'stop', 'stop_limit')`),
    check('orders_status', sql`${table.status} IN ('pending', 'filled', 'cancelled', 'refused')`),
    check('orders_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'orders_limit_price',
      sql`(${table.type} IN ('limit', 'stop_limit')) = (${table.limitPrice} IS NOT NULL)`,
    ),
    check(
      'orders_stop_price',
      sql`(${table.type} IN ('stop', 'stop_limit')) = (${table.stopPrice} IS NOT NULL)`,
    ),
  ],
);

/** The execution receipt of a fill: what was paid and the quote it was paid against. */
export const fills = pgTable(
  'fills',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => orders.id),
    customerId: customerId(),
    price: decimal('price').notNull(),
    quantity: shares('quantity').notNull(),
    fee: decimal('fee').notNull(),
    bid: decimal('bid').notNull(),
    ask: decimal('ask').notNull(),
    last: decimal('last').notNull(),
    quoteTime: at('quote_time').notNull(),
    priceSource: text('price_source').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    filledAt: at('filled_at').notNull(),
    /** A closing fill's realised P/L: price difference less its fee and its share of the opening fee. */
    realizedPnl: decimal('realized_pnl'),
    /** A closing fill's share of its lot's cost (0057), as it was when it filled. */
    cost: decimal('cost'),
    /** A closing fill that left shares of its lot open, as it was when it filled (null: a buy). */
    partial: boolean('partial'),
    /** The quote that fired the stop loss or take profit this fill closes, from its order. */
    triggerPrice: decimal('trigger_price'),
    triggerQuoteTime: at('trigger_quote_time'),
  },
  // Closed positions and the gains report read one customer's receipts (0054).
  (table) => [index('fills_customer_idx').on(table.customerId, table.id)],
);

/**
 * A block deal set up by operators: a large quantity (seed: a block order is a single
 * transaction of 10,000 shares or more), open during a window, priced by rule at the moment
 * of each buy: the feed's ask plus `premiumPercent` (negative: a discount), never a typed price.
 */
export const blockDeals = pgTable(
  'block_deals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instrumentId: instrumentId(),
    instrumentKey: text('instrument_key').notNull(),
    currency: text('currency').notNull(),
    /** Percent on the ask, within the `trading.blockDealBand` setting when the deal was set up. */
    premiumPercent: numeric('premium_percent', { precision: 9, scale: 4 }).notNull(),
    minQuantity: shares('min_quantity').notNull(),
    /** What is left to buy; taken by a conditional update, never below zero. */
    availableQuantity: shares('available_quantity').notNull(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('block_deals_minimum', sql`${table.minQuantity} >= 10000`),
    check(
      'block_deals_premium',
      sql`${table.premiumPercent} > -100 AND ${table.premiumPercent} < 100`,
    ),
    check('block_deals_available', sql`${table.availableQuantity} >= 0`),
    check('block_deals_window', sql`${table.closesAt} > ${table.opensAt}`),
  ],
);
