import { Decimal } from '@brokerage/shared';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { getSetting } from '../reference/reference.repository.ts';

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
};

/**
 * A market order reserves this much above the ask, so that the price may move a little
 * between the quote and the fill; a fill above it is refused rather than overdrawn.
 */
export const MARKET_ORDER_COLLAR = new Decimal('0.02');
/** A limit price further than this from the last price is refused as a likely mistake. */
export const PRICE_BAND = new Decimal('0.3');

/**
 * The handling fee of a trade: notional x rate, at least the minimum, less the VIP
 * discount. Rounding: up to the cent, so the fee shown before confirming is the fee taken.
 */
export const tradeFee = async (
  db: Executor,
  market: string,
  notional: Decimal,
  vip: boolean,
): Promise<Decimal> => {
  const fees = tradingFees.parse(await getSetting(db, 'trading.fees'));
  const rule = fees.markets[market] ?? fees.default;
  const gross = Decimal.max(notional.times(rule.rate), new Decimal(rule.minimum));
  const net = vip ? gross.times(new Decimal(1).minus(fees.vipDiscount)) : gross;
  return net.toDecimalPlaces(2, Decimal.ROUND_UP);
};
