import { Decimal } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';

const feeRule = z.object({ rate: z.string(), minimum: z.string() });
const tradingFees = z.object({
  default: feeRule,
  /** Per-market overrides (minimums are in the market's own currency). */
  markets: z.record(z.string(), feeRule),
  /** Share of the fee VIP customers do not pay (0.2 = 20 % off). */
  vipDiscount: z.string(),
});

export const DEFAULT_TRADING_SETTINGS = {
  'trading.fees': {
    default: { rate: '0.001', minimum: '1' },
    markets: { HK: { rate: '0.001', minimum: '5' }, TW: { rate: '0.001425', minimum: '20' } },
    vipDiscount: '0.2',
  },
  /** How far a block deal's premium or discount may be from the feed's ask (0.10: ±10 %). */
  'trading.blockDealBand': '0.10',
};

/**
 * A market order reserves this much above the ask, so that the price may move a little
 * between the quote and the fill; a fill above it is refused rather than overdrawn.
 */
export const MARKET_ORDER_COLLAR = new Decimal('0.02');
/** A limit price further than this from the last price is refused as a likely mistake. */
export const PRICE_BAND = new Decimal('0.3');

const blockDealBandSetting = z
  .string()
  .regex(/^0(\.\d{1,4})?$/)
  .default(DEFAULT_TRADING_SETTINGS['trading.blockDealBand']);

/** The band a block deal's premium must stay within, as a fraction (0.10 = ±10 %). */
export const blockDealBand = async (db: Executor): Promise<Decimal> => {
  const result = await db.execute<{ band: string | null }>(sql`
    SELECT value::text AS band FROM settings WHERE key = 'trading.blockDealBand'`);
  const stored = result.rows[0]?.band;
  return new Decimal(blockDealBandSetting.parse(stored ? JSON.parse(stored) : undefined));
};

export interface FeeTerms {
  fees: z.infer<typeof tradingFees>;
  vip: boolean;
}

/** The fee table as stored (JSON text of the `trading.fees` setting). */
export const feeTable = (stored: string | null | undefined): FeeTerms['fees'] =>
  tradingFees.parse(stored ? JSON.parse(stored) : undefined);

/** The fee table and whether the customer gets the VIP discount, in one query. */
export const feeTerms = async (db: Executor, customerId: number): Promise<FeeTerms> => {
  const result = await db.execute<{ vip: boolean | null; fees: string | null }>(sql`
    SELECT (SELECT vip FROM customers WHERE id = ${customerId}) AS vip,
           (SELECT value::text FROM settings WHERE key = 'trading.fees') AS fees`);
  const row = result.rows[0];
  return { fees: feeTable(row?.fees), vip: row?.vip ?? false };
};

/**
 * The handling fee of a trade: notional x rate, at least the minimum, less the VIP
 * discount. Rounding: up to the cent, so the fee shown before confirming is the fee taken.
 */
export const tradeFee = (terms: FeeTerms, market: string, notional: Decimal): Decimal => {
  const rule = terms.fees.markets[market] ?? terms.fees.default;
  const gross = Decimal.max(notional.times(rule.rate), new Decimal(rule.minimum));
  const net = terms.vip ? gross.times(new Decimal(1).minus(terms.fees.vipDiscount)) : gross;
  return net.toDecimalPlaces(2, Decimal.ROUND_UP);
};
