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
         f.quantity, f.cost, f.price, f.fee, f.realized_pnl, o.instrument_id,
         to_char(p.opened_at AT TIME ZONE z.zone, 'YYYY-MM-DD') AS acquired_on,
         to_char(f.filled_at AT TIME ZONE z.zone, 'YYYY-MM-DD') AS sold_on,
         extract(year FROM f.filled_at AT TIME ZONE z.zone)::int AS tax_year
    FROM fills f
    JOIN orders o ON o.id = f.order_id AND o.side = 'sell'
    JOIN positions p ON p.id = o.position_id
    JOIN zones z ON z.market = o.market
   WHERE f.customer_id = ${customerId} AND f.realized_pnl IS NOT NULL`;

/** The customer's paid dividends, one row per lot (a pay date is already its market's day). */
const dividends = (customerId: number) => sql`
  SELECT d.position_id, a.instrument_key AS key, a.instrument_id, a.currency,
         to_char(a.ex_date, 'YYYY-MM-DD') AS ex_date, to_char(a.pay_date, 'YYYY-MM-DD') AS pay_date,
         extract(year FROM a.pay_date)::int AS tax_year, a.amount_per_share,
         d.quantity, d.gross, d.withholding, d.net
    FROM dividend_entitlements d
    JOIN corporate_actions a ON a.id = d.action_id
   WHERE d.customer_id = ${customerId} AND d.paid_at IS NOT NULL`;

/** The tax years with a sale or a dividend, newest first, and each year's currencies. */
export const reportYears = async (
  db: Executor,
  customerId: number,
): Promise<{ year: number; currency: string }[]> => {
  const result = await db.execute<{ year: number; currency: string }>(sql`
    SELECT DISTINCT y.tax_year AS year, y.currency FROM (
      SELECT tax_year, currency FROM (${sales(customerId)}) s
      UNION SELECT tax_year, currency FROM (${dividends(customerId)}) d) y
     ORDER BY year DESC, currency`);
  return result.rows;
};

export type DividendRow = {
  position_id: number;
  key: string;
  name: string;
  ex_date: string;
  pay_date: string;
  amount_per_share: string;
  quantity: string;
  gross: string;
  withholding: string;
  net: string;
};

/** A tax year's dividends in one currency, by pay date, with the name in `language`. */
export const dividendsOfYear = async (
  db: Executor,
  criteria: { customerId: number; year: number; currency: string; language: string },
): Promise<DividendRow[]> => {
  const result = await db.execute<DividendRow>(sql`
    SELECT d.position_id, d.key, d.ex_date, d.pay_date, d.amount_per_share, d.quantity,
           d.gross, d.withholding, d.net,
           COALESCE(NULLIF(i.names->>${criteria.language}, ''), i.name, d.key) AS name
      FROM (${dividends(criteria.customerId)}) d
      LEFT JOIN instruments i ON i.id = d.instrument_id
     WHERE d.tax_year = ${criteria.year} AND d.currency = ${criteria.currency}
     ORDER BY d.pay_date, d.key, d.position_id`);
  return result.rows;
};

export type SaleRow = {
  fill_id: number;
  position_id: number;
  key: string;
  name: string;
  quantity: string;
  cost: string;
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
    SELECT s.fill_id, s.position_id, s.key, s.quantity, s.cost, s.price, s.fee,
           s.realized_pnl, s.acquired_on, s.sold_on,
           COALESCE(NULLIF(i.names->>${criteria.language}, ''), i.name, s.key) AS name
      FROM (${sales(criteria.customerId)}) s
      LEFT JOIN instruments i ON i.id = s.instrument_id
     WHERE s.tax_year = ${criteria.year} AND s.currency = ${criteria.currency}
     ORDER BY s.fill_id`);
  return result.rows;
};
