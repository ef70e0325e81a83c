import { Decimal } from '@brokerage/shared';

/**
 * A block deal's price against the feed's ask: ask x (1 + premium / 100), on the
 * instrument's tick. Rounding: toward the ask (a discount rounds up, a premium down), so
 * the price never passes the premium the operator set, and so never leaves the band.
 */
export const blockDealPrice = (ask: string, premiumPercent: string, tick: string): Decimal => {
  const premium = new Decimal(premiumPercent);
  const ticks = new Decimal(ask).times(premium.div(100).plus(1)).div(tick);
  return (premium.isNegative() ? ticks.ceil() : ticks.floor()).times(tick);
};
