import { Decimal } from '../money.ts';
import { tickProblem, type OrderProblem } from './order-checks.ts';

/** A trailing stop's distance: an amount in the lot's currency, or a percent of the peak. */
export interface Trailing {
  kind: 'amount' | 'percent';
  distance: Decimal;
}

/** A percent distance is above 0 and at most this, with at most two decimals. */
export const TRAILING_PERCENT_MAX = 50;
const PERCENT_DECIMALS = 2;

/**
 * The published rule of a trailing stop: with `peak` the highest bid since the stop was set,
 * the stop stands at peak - amount, or at peak x (100 - percent) / 100, rounded DOWN to the
 * instrument's tick (never nearer the price than the customer asked). The stop only ever
 * rises: a new high raises it, a fall leaves it where it is, and a bid at or below it sells the
 * lot at market as a stop loss does.
 */
export const trailingStopLevel = (peak: Decimal, trailing: Trailing, tickSize: string): Decimal => {
  const raw =
    trailing.kind === 'amount'
      ? peak.minus(trailing.distance)
      : peak.times(new Decimal(100).minus(trailing.distance)).div(100);
  const tick = new Decimal(tickSize);
  return tick.lte(0) ? raw : raw.div(tick).floor().times(tick);
};

/**
 * What is refused in a trailing distance against the bid it would start from: an amount off
 * the tick (PRICE_TICK), a percent above the maximum or with more than two decimals, or a
 * distance that leaves no stop above zero (TRAILING_DISTANCE_INVALID).
 */
export const trailingProblem = (
  trailing: Trailing,
  tickSize: string,
  bid: Decimal | undefined,
): OrderProblem | undefined => {
  const invalid: OrderProblem = {
    code: 'TRAILING_DISTANCE_INVALID',
    values: { max: String(TRAILING_PERCENT_MAX) },
  };
  if (trailing.distance.lte(0)) return invalid;
  if (trailing.kind === 'amount') {
    const offTick = tickProblem(trailing.distance, tickSize);
    if (offTick) return offTick;
  } else if (
    trailing.distance.gt(TRAILING_PERCENT_MAX) ||
    trailing.distance.decimalPlaces() > PERCENT_DECIMALS
  )
    return invalid;
  if (bid && trailingStopLevel(bid, trailing, tickSize).lte(0)) return invalid;
  return undefined;
};
