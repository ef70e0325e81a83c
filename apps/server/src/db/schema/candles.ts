import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const INTERVALS = sql`('1m', '5m', '15m', '1h', '1d', '1w')`;

/**
 * Closed candles, generated once from the feed's history and then only read, so a chart shows
 * the same past on every reload and on every server copy. The candle still in progress is never
 * stored (it changes until its period ends). `source` names the history the row came from
 * (`simulated:<seed>` or `live:finnhub`): another seed or feed never reads these rows.
 * Prices and volume are unconstrained NUMERIC so a value reads back with the feed's own decimal
 * places, character for character.
 */
export const candles = pgTable(
  'candles',
  {
    instrumentKey: text('instrument_key').notNull(),
    interval: text('interval').notNull(),
    source: text('source').notNull(),
    openTime: timestamp('open_time', { withTimezone: true }).notNull(),
    open: numeric('open').notNull(),
    high: numeric('high').notNull(),
    low: numeric('low').notNull(),
    close: numeric('close').notNull(),
    volume: numeric('volume').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.instrumentKey, table.interval, table.source, table.openTime] }),
    check('candles_interval', sql`${table.interval} IN ${INTERVALS}`),
  ],
);

/**
 * Per instrument, interval and source, the contiguous range [covered_from, covered_to) whose
 * candles are all stored: every candle starting in it is a row of `candles`. Both ends are
 * instants where no candle is in progress, so the range grows at either end without cutting a
 * candle. Written only after the rows it covers.
 */
export const candleRanges = pgTable(
  'candle_ranges',
  {
    instrumentKey: text('instrument_key').notNull(),
    interval: text('interval').notNull(),
    source: text('source').notNull(),
    coveredFrom: timestamp('covered_from', { withTimezone: true }).notNull(),
    coveredTo: timestamp('covered_to', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.instrumentKey, table.interval, table.source] }),
    check('candle_ranges_interval', sql`${table.interval} IN ${INTERVALS}`),
    check('candle_ranges_order', sql`${table.coveredFrom} < ${table.coveredTo}`),
  ],
);
