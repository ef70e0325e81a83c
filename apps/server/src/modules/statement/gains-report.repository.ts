import { MARKET_CODES } from '@brokerage/shared';
import { SCHEDULES } from '@brokerage/shared/market-time';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * Each market's time zone, from the market-time kernel, as a table the queries join: a sale's
 * trade date (and so its tax year) is the day in its market's zone on which it filled.
 */
const marketZones = () =>
  sql.join(
    MARKET_CODES.map((market) => sql`(${market}, ${SCHEDULES[market].zone})`),
    sql`, `,
  );

/** The customer's sales (fills of sell orders, each out of the lot its order closed). */
const sales = (customerId: number) => sql`
  WITH zones(market, zone) AS (VALUES ${marketZones()})
  SELECT f.id AS fill_id, p.id AS position_id, p.instrument_key AS key, p.currency,
         f.quantity, p.open_price, f.price, f.fee, f.realized_pnl, o.instrument_id,
         to_char(p.opened_at AT TIME ZONE z.zone, 'YYYY-MM-DD') AS acquired_on,
         to_char(f.filled_at AT TIME ZONE z.zone, 'YYYY-MM-DD') AS sold_on,
         extract(year FROM f.filled_at AT TIME ZONE z.zone)::int AS tax_year
    FROM fills f
    JOIN orders o ON o.id = f.order_id AND o.side = 'sell'
    JOIN positions p ON p.id = o.position_id
    JOIN zones z ON z.market = o.market
   WHERE f.customer_id = ${customerId} AND f.realized_pnl IS NOT NULL`;

/** The tax years with a sale, newest first, and each year's currencies. */
export const saleYears = async (
  db: Executor,
  customerId: number,
): Promise<{ year: number; currency: string }[]> => {
  const result = await db.execute<{ year: number; currency: string }>(sql`
    SELECT DISTINCT s.tax_year AS year, s.currency FROM (${sales(customerId)}) s
     ORDER BY year DESC, currency`);
  return result.rows;
};

export type SaleRow = {
  fill_id: number;
  position_id: number;
  key: string;
  name: string;
  quantity: string;
  open_price: string;
  price: string;
  fee: string;
  realized_pnl: string;
  acquired_on: string;
  sold_on: string;
};

/**
 * A tax year's sales in one currency, in the order they filled, with the instrument's name
 * in `language` (English, or the key, without one).
 */
export const salesOfYear = async (
  db: Executor,
  criteria: { customerId: number; year: number; currency: string; language: string },
): Promise<SaleRow[]> => {
  const result = await db.execute<SaleRow>(sql`
    SELECT s.fill_id, s.position_id, s.key, s.quantity, s.open_price, s.price, s.fee,
           s.realized_pnl, s.acquired_on, s.sold_on,
           COALESCE(NULLIF(i.names->>${criteria.language}, ''), i.name, s.key) AS name
      FROM (${sales(criteria.customerId)}) s
      LEFT JOIN instruments i ON i.id = s.instrument_id
     WHERE s.tax_year = ${criteria.year} AND s.currency = ${criteria.currency}
     ORDER BY s.fill_id`);
  return result.rows;
};
