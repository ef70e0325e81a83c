import { Decimal } from '@brokerage/shared';

/**
 * Prices inside the simulator are whole numbers of ticks, so every price is on the tick by
 * construction and high/low are integer comparisons. A tick is `units` x 10^-`places`
 * (0.05 = 5 x 10^-2), which lets a tick count be written as an exact decimal string without
 * passing through a float.
 */
export interface TickScale {
  readonly tick: Decimal;
  /** Float copy of the tick, used only by the random-walk maths. */
  readonly tickFloat: number;
  readonly places: number;
  readonly units: number;
}

export const tickScale = (tickSize: string): TickScale => {
  const tick = new Decimal(tickSize);
  if (!tick.gt(0)) throw new Error(`Tick size must be positive: ${tickSize}`);
  const places = tick.decimalPlaces();
  return {
    tick,
    tickFloat: tick.toNumber(),
    places,
    units: tick.times(new Decimal(10).pow(places)).toNumber(),
  };
};

/**
 * Nearest tick count to a float price, never below one tick: the floor that keeps every price
 * strictly positive.
 */
export const toTicks = (price: number, scale: TickScale): number =>
  Math.max(1, Math.round(price / scale.tickFloat));

/**
 * Writes `count` ticks as a decimal string with the tick's number of places. Pure integer and
 * string work: decimal.js would give the same text (a test checks it) but is too slow for the
 * ~400,000 prices of a year of minute candles.
 */
export const formatTicks = (count: number, scale: TickScale): string => {
  const digits = String(count * scale.units);
  if (scale.places === 0) return digits;
  const padded = digits.padStart(scale.places + 1, '0');
  return `${padded.slice(0, -scale.places)}.${padded.slice(-scale.places)}`;
};
