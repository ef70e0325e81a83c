import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * The instrument catalogue, seeded from `market/catalogue` and kept in the database so
 * operators can edit names, lots and halts. Prices are never stored here: they come
 * from the feed (the reference price only anchors the simulator).
 */
export const instruments = pgTable(
  'instruments',
  {
    id: serial('id').primaryKey(),
    market: text('market').notNull(),
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').notNull(),
    referencePrice: numeric('reference_price', { precision: 38, scale: 8 }).notNull(),
    tickSize: numeric('tick_size', { precision: 38, scale: 8 }).notNull(),
    lotSize: integer('lot_size').notNull(),
    /** Trading halted for everyone (operators may pause an instrument, never one customer). */
    halted: boolean('halted').notNull().default(false),
    /** The reason operators gave for the halt (audited too); null while trading. */
    haltReason: text('halt_reason'),
    /** Listed for customers: an unlisted instrument leaves lists and search, never a holding. */
    enabled: boolean('enabled').notNull().default(true),
    /** Names per language over `name` (the catalogue's, the fallback). */
    names: jsonb('names').$type<Partial<Record<string, string>>>().notNull().default({}),
    /** Bumped by every console edit: an edit made on a stale screen is refused. */
    version: integer('version').notNull().default(1),
    sort: integer('sort').notNull(),
  },
  (table) => [
    uniqueIndex('instruments_market_symbol_unique').on(table.market, table.symbol),
    check('instruments_kind', sql`${table.kind} IN ('stock', 'fund', 'index')`),
    check('instruments_lot_positive', sql`${table.lotSize} > 0`),
  ],
);

/** A customer's named lists of instruments (seed: watchlists, managed on their own page). */
export const watchlists = pgTable(
  'watchlists',
  {
    id: serial('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    sort: integer('sort').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('watchlists_customer_idx').on(table.customerId)],
);

export const watchlistItems = pgTable(
  'watchlist_items',
  {
    watchlistId: integer('watchlist_id')
      .notNull()
      .references(() => watchlists.id, { onDelete: 'cascade' }),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.watchlistId, table.instrumentId] })],
);

/** "Tell me when it goes above/below": fires once, then stays as a record. */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    instrumentKey: text('instrument_key').notNull(),
    direction: text('direction').notNull(),
    price: numeric('price', { precision: 38, scale: 8 }).notNull(),
    status: text('status').notNull().default('active'),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    triggeredPrice: numeric('triggered_price', { precision: 38, scale: 8 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('price_alerts_active_idx')
      .on(table.instrumentKey)
      .where(sql`${table.status} = 'active'`),
    // The alerts a last price crosses, by instrument, direction and price (0021).
    index('price_alerts_crossing_idx')
      .on(table.instrumentKey, table.direction, table.price)
      .where(sql`${table.status} = 'active'`),
    check('price_alerts_direction', sql`${table.direction} IN ('above', 'below')`),
    check('price_alerts_status', sql`${table.status} IN ('active', 'triggered', 'cancelled')`),
  ],
);
