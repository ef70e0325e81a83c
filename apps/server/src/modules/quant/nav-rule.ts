import { Decimal, type QuantRebalance } from '@brokerage/shared';

/**
 * The NAV rule every quant fund states (shown on its page):
 *
 *   NAV_t = NAV_b × Σ w_i × P_i,t / P_i,b
 *
 * where b is the fund's last base before day t (its base day, where NAV is 1, or the last
 * rebalance), w_i the stated weights and P the daily closes. On a rebalance day the weights are
 * reset: that day's NAV and closes become the base of the days after it. NAVs are kept to 8
 * decimals (half up); amounts to cents (half up).
 */
export const NAV_PLACES = 8;
export const AMOUNT_PLACES = 2;

export type Prices = Readonly<Record<string, string>>;
export interface Weighted {
  readonly key: string;
  readonly weight: string;
}
export interface NavBase {
  readonly nav: string;
  readonly prices: Prices;
}

const priceOf = (prices: Prices, key: string): Decimal => {
  const price = prices[key];
  if (price === undefined) throw new Error(`no price of ${key}`);
  return new Decimal(price);
};

/** NAV on prices `prices` from the base `base`, by the rule above. */
export const navFrom = (base: NavBase, weights: readonly Weighted[], prices: Prices): Decimal =>
  weights
    .reduce(
      (sum, { key, weight }) =>
        sum.plus(new Decimal(weight).times(priceOf(prices, key)).div(priceOf(base.prices, key))),
      new Decimal(0),
    )
    .times(base.nav)
    .toDecimalPlaces(NAV_PLACES, Decimal.ROUND_HALF_UP);

/** `YYYY-MM-DD` plus `days` (UTC). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The UTC day of an instant. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** Whether the weights are reset at this day's closes: the week's (Sunday) or month's last day. */
export const isRebalanceDay = (rule: QuantRebalance, day: string): boolean => {
  if (rule === 'weekly') return new Date(`${day}T00:00:00Z`).getUTCDay() === 0;
  if (rule === 'monthly') return addDays(day, 1).endsWith('-01');
  return false;
};

/** Units bought: the amount over the buy NAV, rounded down so that no unit is paid for twice. */
export const unitsFor = (amount: string, nav: string): Decimal =>
  new Decimal(amount).div(nav).toDecimalPlaces(NAV_PLACES, Decimal.ROUND_DOWN);

/** What units are worth at a NAV, in cents. */
export const valueOf = (units: string, nav: string | Decimal): Decimal =>
  new Decimal(units).times(nav).toDecimalPlaces(AMOUNT_PLACES, Decimal.ROUND_HALF_UP);

/**
 * The lowest and highest return, in percent (2 decimals), over every window of `periodDays`
 * consecutive days of a daily NAV history (oldest first); null when no window fits.
 */
export const returnRange = (
  history: readonly { day: string; nav: string }[],
  periodDays: number,
): { min: string; max: string; windows: number; from: string; to: string } | null => {
  let min: Decimal | null = null;
  let max: Decimal | null = null;
  let windows = 0;
  for (let i = 0; i + periodDays < history.length; i += 1) {
    const start = history[i];
    const end = history[i + periodDays];
    if (!start || !end) break;
    const percent = new Decimal(end.nav).div(start.nav).minus(1).times(100);
    min = min === null || percent.lt(min) ? percent : min;
    max = max === null || percent.gt(max) ? percent : max;
    windows += 1;
  }
  const first = history[0];
  const last = history.at(-1);
  if (min === null || max === null || !first || !last) return null;
  const places = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  return { min: places(min), max: places(max), windows, from: first.day, to: last.day };
};
