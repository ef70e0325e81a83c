import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { LiveQuote } from '../../market/hub/index.ts';

/** How many ids one query answers; a run pages on by id until none is left. */
export const PAGE = 200;

const ids = (rows: Record<string, unknown>[]): number[] => rows.map((row) => Number(row.id));

/**
 * The pending orders of one instrument that this quote may fill or arm, oldest first, after
 * `afterId`: each branch is a range on the partial indexes of migration 0021, so the orders
 * resting on other instruments, or out of the market here, are never read.
 * A buy fills at the ask (a limit only at or above it, a stop once the ask reaches the stop),
 * a sell at the bid (a limit only at or below it). Orders whose stop is reached but whose
 * limit is not are included once (to be armed); armed stop-limits then wait as limits.
 */
export const crossingOrderIds = async (
  db: Executor,
  key: string,
  quote: Pick<LiveQuote, 'bid' | 'ask'>,
  afterId: number,
): Promise<number[]> => {
  const ask = sql`${quote.ask}::numeric`;
  const bid = sql`${quote.bid}::numeric`;
  const result = await db.execute(sql`
    SELECT id FROM (
      SELECT id FROM orders
       WHERE status = 'pending' AND instrument_key = ${key} AND side = 'buy'
         AND limit_price >= ${ask}
         AND (stop_price IS NULL OR triggered_at IS NOT NULL OR stop_price <= ${ask})
      UNION
      SELECT id FROM orders
       WHERE status = 'pending' AND instrument_key = ${key} AND side = 'buy'
         AND limit_price IS NULL
         AND (stop_price IS NULL OR triggered_at IS NOT NULL OR stop_price <= ${ask})
      UNION
      SELECT id FROM orders
       WHERE status = 'pending' AND instrument_key = ${key} AND side = 'buy'
         AND stop_price IS NOT NULL AND triggered_at IS NULL AND stop_price <= ${ask}
      UNION
      SELECT id FROM orders
       WHERE status = 'pending' AND instrument_key = ${key} AND side = 'sell'
         AND (limit_price IS NULL OR limit_price <= ${bid})
    ) crossing
     WHERE id > ${afterId}
     ORDER BY id
     LIMIT ${PAGE}`);
  return ids(result.rows);
};

/**
 * The open lots of one instrument whose stop loss (bid at or below it) or take profit (bid at
 * or above it) this bid reaches, with some quantity not already being closed.
 */
export const triggeredPositionIds = async (
  db: Executor,
  key: string,
  bid: string,
  afterId: number,
): Promise<number[]> => {
  const result = await db.execute(sql`
    SELECT id FROM (
      SELECT id, quantity, closing_quantity, pledged_quantity FROM positions
       WHERE status = 'open' AND instrument_key = ${key}
         AND stop_loss IS NOT NULL AND stop_loss >= ${bid}::numeric
      UNION
      SELECT id, quantity, closing_quantity, pledged_quantity FROM positions
       WHERE status = 'open' AND instrument_key = ${key}
         AND take_profit IS NOT NULL AND take_profit <= ${bid}::numeric
    ) armed
     WHERE quantity > closing_quantity + pledged_quantity AND id > ${afterId}
     ORDER BY id
     LIMIT ${PAGE}`);
  return ids(result.rows);
};

/**
 * The instruments with something waiting on them: pending orders, or open lots with a stop
 * loss or take profit. Read from the partial indexes' leading column.
 */
export const waitingInstrumentKeys = async (db: Executor): Promise<string[]> => {
  const result = await db.execute(sql`
    SELECT DISTINCT instrument_key FROM orders WHERE status = 'pending'
    UNION
    SELECT instrument_key FROM positions
     WHERE status = 'open' AND (stop_loss IS NOT NULL OR take_profit IS NOT NULL)
       AND quantity > closing_quantity + pledged_quantity`);
  return result.rows.map((row) => String(row.instrument_key));
};

/** A trailing lot of an instrument whose highest bid so far is below the bid now. */
export interface TrailingLot {
  id: number;
  kind: 'amount' | 'percent';
  distance: string;
  tickSize: string;
}

/**
 * The open lots of one instrument with a trailing stop whose peak this bid exceeds, after
 * `afterId` (the partial index of migration 0053), with their instrument's tick.
 */
export const trailingLotsBelow = async (
  db: Executor,
  key: string,
  bid: string,
  afterId: number,
): Promise<TrailingLot[]> => {
  const result = await db.execute(sql`
    SELECT p.id, p.trailing_kind AS kind, p.trailing_distance::text AS distance,
           i.tick_size::text AS tick_size
      FROM positions p JOIN instruments i ON i.id = p.instrument_id
     WHERE p.status = 'open' AND p.instrument_key = ${key} AND p.trailing_kind IS NOT NULL
       AND p.trailing_peak < ${bid}::numeric AND p.id > ${afterId}
     ORDER BY p.id
     LIMIT ${PAGE}`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind === 'percent' ? 'percent' : 'amount',
    distance: String(row.distance),
    tickSize: String(row.tick_size),
  }));
};

/**
 * A new high of the bid for a trailing lot: the peak becomes the bid and the stop rises to
 * `level` (never falls). Conditional on the peak still being below this bid, in one statement,
 * so runs on several server copies, or ticks handled out of order, leave the highest bid's
 * stop. Answers whether it raised anything.
 */
export const raiseTrailingStop = async (
  db: Executor,
  id: number,
  bid: string,
  level: string,
): Promise<boolean> => {
  const result = await db.execute(sql`
    UPDATE positions
       SET trailing_peak = ${bid}::numeric, stop_loss = GREATEST(stop_loss, ${level}::numeric)
     WHERE id = ${id} AND status = 'open' AND trailing_kind IS NOT NULL
       AND trailing_peak < ${bid}::numeric
    RETURNING id`);
  return result.rows.length === 1;
};
