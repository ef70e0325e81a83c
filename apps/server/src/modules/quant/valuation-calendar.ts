import { calendarCode, type QuantRebalance } from '@brokerage/shared';
import { DateTime } from 'luxon';
import type { AppDeps } from '../../deps.ts';
import { sharedCalendar, type MarketCalendar } from '../../market/index.ts';

/**
 * A fund's days, all from its market's calendar (a basket holds instruments of one market).
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
  /** The first valuation point strictly after `at`: the date a purchase at `at` is priced on. */
  pricingDateAt(at: Date): string;
  /** The last trading date whose valuation point is at or before `at`, if any since `floor`. */
  lastValuedDate(at: Date, floor: string): string | null;
  /** The market's local date of an instant. */
  localDate(at: Date): string;
  /** The instant `date` begins in the market's time zone. */
  startOf(date: string): Date;
}

/** Longest stretch searched without a trading day (a Golden Week is about 9 days). */
const MAX_CLOSED_DAYS = 30;

const plusDays = (date: string, days: number): string =>
  DateTime.fromISO(date, { zone: 'UTC' }).plus({ days }).toISODate() ?? date;

const calendarOf = (deps: Pick<AppDeps, 'config'>): MarketCalendar =>
  sharedCalendar({ alwaysOpen: deps.config.marketsAlwaysOpen });

export const fundDays = (deps: Pick<AppDeps, 'config'>, market: string): FundDays => {
  const calendar = calendarOf(deps);
  const code = calendarCode.parse(market);
  const valuationPoint = (date: string) => calendar.tradingDay(code, date)?.close ?? null;
  const valuationDateOnOrAfter = (date: string) => {
    for (let d = date, n = 0; n <= MAX_CLOSED_DAYS; d = plusDays(d, 1), n += 1)
      if (calendar.tradingDay(code, d)) return d;
    throw new Error(`${market} has no trading date within ${MAX_CLOSED_DAYS} days of ${date}`);
  };
  const nextValuationDate = (date: string) => valuationDateOnOrAfter(plusDays(date, 1));
  const localDate = (at: Date) => calendar.localDate(code, at);
  return {
    zone: calendar.zoneOf(code),
    valuationPoint,
    valuationDateOnOrAfter,
    nextValuationDate,
    localDate,
    startOf: (date) =>
      DateTime.fromISO(date, { zone: calendar.zoneOf(code) })
        .startOf('day')
        .toJSDate(),
    pricingDateAt: (at) => {
      const today = valuationDateOnOrAfter(localDate(at));
      const close = valuationPoint(today);
      return close && at < close ? today : nextValuationDate(today);
    },
    lastValuedDate: (at, floor) => {
      for (let d = localDate(at), n = 0; d >= floor && n <= MAX_CLOSED_DAYS; n += 1) {
        const close = valuationPoint(d);
        if (close && close <= at) return d;
        d = plusDays(d, -1);
      }
      return null;
    },
  };
};

/** `date` plus `days` calendar days. */
export const addCalendarDays = plusDays;

/**
 * Whether the weights are reset at `date`'s closes: at the last valuation date of each ISO week
 * (weekly) or calendar month (monthly), i.e. when the next valuation date lies in another one.
 */
export const isRebalanceDate = (rule: QuantRebalance, date: string, next: string): boolean => {
  if (rule === 'none') return false;
  const a = DateTime.fromISO(date, { zone: 'UTC' });
  const b = DateTime.fromISO(next, { zone: 'UTC' });
  if (rule === 'weekly') return a.weekYear !== b.weekYear || a.weekNumber !== b.weekNumber;
  return a.month !== b.month || a.year !== b.year;
};
