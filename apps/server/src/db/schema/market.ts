import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    sort: integer('sort').notNull(),
  },
  (table) => [
    uniqueIndex('instruments_market_symbol_unique').on(table.market, table.symbol),
    check('instruments_kind', sql`${table.kind} IN ('stock', 'fund', 'index')`),
    check('instruments_lot_positive', sql`${table.lotSize} > 0`),
  ],
);
