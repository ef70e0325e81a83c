import { calendarCode, type QuantRebalance } from '@brokerage/shared';
import { addDays, sharedCalendar, startOfDayIn, weekdayOf } from '@brokerage/shared/market-time';
import type { AppDeps } from '../../deps.ts';

/**
 * A fund's days, all from its market's calendar in the market-time kernel (a basket holds
 * instruments of one market).
 *
 * Valuation point: the NAV of trading date D is struck at the market's session close of D (an
 * early close on a half day; the end of the local day when the demo markets never close). Only
 * trading dates are valuation dates: a weekend or holiday has no NAV row, so nothing is carried
 * over it. A purchase placed before a valuation point is priced at that point's NAV (forward
 * pricing); the point is known in advance, the NAV only after it.
 */
export interface FundDays {
  readonly zone: string;
  /** The market's session close of `date`, or null when `date` is not a trading date. */
  valuationPoint(date: string): Date | null;
  /** `date` itself when it is a trading date, else the next one. */
  valuationDateOnOrAfter(date: string): string;
  /** The trading date after `date`. */
  nextValuationDate(date: string): string;
  /** The trading date before `date`. */
  previousValuationDate(date: string): string;
  /** The first valuation point strictly after `at`: the date a purchase at `at` is priced on. */
  pricingDateAt(at: Date): string;
  /** The valuation point of a date that is a trading date (the next one's, if it is not). */
  valuationPointOf(date: string): Date;
  /** The last trading date whose valuation point is at or before `at`, if not before `floor`. */
  lastValuedDate(at: Date, floor: string): string | null;
  /** The market's local date of an instant. */
  localDate(at: Date): string;
  /** The instant `date` begins in the market's time zone. */
  startOf(date: string): Date;
}

export const fundDays = (deps: Pick<AppDeps, 'config'>, market: string): FundDays => {
  const calendar = sharedCalendar({ alwaysOpen: deps.config.marketsAlwaysOpen });
  const code = calendarCode.parse(market);
  const zone = calendar.zoneOf(code);
  const valuationPoint = (date: string) => calendar.sessionClose(code, date);
  const nextValuationDate = (date: string) => calendar.nextTradingDate(code, date);
  const valuationDateOnOrAfter = (date: string) =>
    calendar.tradingDay(code, date) ? date : nextValuationDate(date);
  return {
    zone,
    valuationPoint,
    nextValuationDate,
    previousValuationDate: (date) => calendar.previousTradingDate(code, date),
    valuationDateOnOrAfter,
    valuationPointOf: (date) => {
      const point = valuationPoint(valuationDateOnOrAfter(date));
      if (!point) throw new Error(`${market} has no close on its trading date after ${date}`);
      return point;
    },
    pricingDateAt: (at) => {
      // Its local date when that trades (before or after the close), else the next trading date.
      const date = calendar.tradingDateOf(code, at);
      const close = valuationPoint(date);
      return close && at < close ? date : nextValuationDate(date);
    },
    lastValuedDate: (at, floor) => {
      const date = calendar.lastClosedTradingDate(code, at);
      return date >= floor ? date : null;
    },
    localDate: (at) => calendar.localDate(code, at),
    startOf: (date) => startOfDayIn(date, zone),
  };
};

/**
 * Whether the weights are reset at `date`'s closes: at the last valuation date of each ISO week
 * (weekly) or calendar month (monthly), i.e. when the next valuation date lies in another one.
 */
export const isRebalanceDate = (rule: QuantRebalance, date: string, next: string): boolean => {
  if (rule === 'weekly') {
    const monday = (d: string) => addDays(d, 1 - weekdayOf(d));
    return monday(date) !== monday(next);
  }
  if (rule === 'monthly') return date.slice(0, 7) !== next.slice(0, 7);
  return false;
};
