import { Decimal } from '@brokerage/shared';
import { addDays } from '@brokerage/shared/market-time';

/**
 * The NAV rule every quant fund states (shown on its page):
 *
 *   NAV_t = NAV_b × Σ w_i × P_i,t / P_i,b
 *
 * where t is a trading date of the fund's market, b the fund's last base before t (its base
 * date, where NAV is 1, or the last rebalance), w_i the stated weights and P_i,t the close of
 * instrument i on its market's trading date t (the feed's daily candle of that local date),
 * valued at the session close of t (valuation-calendar.ts). On a rebalance date the weights are
 * reset: that date's NAV and closes become the base of the dates after it.
 *
 * One rounding rule, published on the fund page: every figure is cut (rounded toward zero) to
 * its stated decimals, never rounded up in anyone's favour: NAVs and units to 8 decimals,
 * payouts and values to the cent.
 */
export const NAV_PLACES = 8;
export const UNIT_PLACES = 8;
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

/** A split of a component: `to` new shares for every `from` from its ex-date on. */
export interface ComponentSplit {
  readonly key: string;
  readonly exDate: string;
  readonly to: number;
  readonly from: number;
}

/**
 * The base a date's NAV is computed on, after the splits of its components since the base date
 * (ex-date after it, at or before `date`): a base close is adjusted like the lots were (x from /
 * to), so that P_i,t / P_i,b compares like with like and a split moves no NAV.
 */
export const splitAdjustedBase = (
  base: NavBase & { readonly day: string },
  date: string,
  splits: readonly ComponentSplit[],
): NavBase => {
  const prices: Record<string, string> = { ...base.prices };
  for (const split of splits) {
    const price = prices[split.key];
    if (price === undefined || split.exDate <= base.day || split.exDate > date) continue;
    prices[split.key] = new Decimal(price).times(split.from).div(split.to).toFixed();
  }
  return { nav: base.nav, prices };
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
    .toDecimalPlaces(NAV_PLACES, Decimal.ROUND_DOWN);

/** Units bought: the amount over the pricing date's NAV, cut to 8 decimals. */
export const unitsFor = (amount: string, nav: string): Decimal =>
  new Decimal(amount).div(nav).toDecimalPlaces(UNIT_PLACES, Decimal.ROUND_DOWN);

/** What units are worth at a NAV (a payout, or an estimate), cut to the cent. */
export const valueOf = (units: string, nav: string | Decimal): Decimal =>
  new Decimal(units).times(nav).toDecimalPlaces(AMOUNT_PLACES, Decimal.ROUND_DOWN);

/**
 * The lowest and highest return, in percent (2 decimals), over every holding of `periodDays`
 * calendar days in a NAV history of valuation dates (oldest first): from each date to the first
 * valuation date at least `periodDays` later, as a holding is redeemed; null when none fits.
 */
export const returnRange = (
  history: readonly { day: string; nav: string }[],
  periodDays: number,
): { min: string; max: string; windows: number; from: string; to: string } | null => {
  let min: Decimal | null = null;
  let max: Decimal | null = null;
  let windows = 0;
  let j = 0;
  for (let i = 0; i < history.length; i += 1) {
    const start = history[i];
    if (!start) break;
    const due = addDays(start.day, periodDays);
    while (j < history.length && (history[j]?.day ?? '') < due) j += 1;
    const end = history[j];
    if (!end) break;
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
