import type { CalendarCode } from '../market-time/calendar-code.ts';
import type { PlanFrequency } from '../schemas/investment-plans.ts';
import { addDays, daysBetween, monthDay, weekdayOf } from '../market-time/dates.ts';
import { nextTradingDate, tradingDay } from '../market-time/market-calendar.ts';

/**
 * When a recurring plan buys (issue 30 item 2). A plan has dates by its cadence: every week or
 * every two weeks on a weekday, or every month on a day of the month (the month's last day
 * when it is shorter: day 31 is 30 April). It buys on its market's first trading day on or
 * after each date: a date on a holiday or weekend moves to the next trading day, never back.
 */

export interface PlanCadence {
  frequency: PlanFrequency;
  /** ISO weekday 1 (Monday) to 5 (Friday) for weekly and every two weeks; 1 to 31 monthly. */
  day: number;
  /** The plan's first date: every two weeks counts its fortnights from it. */
  anchor: string;
}

/** The first date on or after `from` on the plan's weekday or day of the month. */
export const firstPlanDate = (frequency: PlanFrequency, day: number, from: string): string => {
  if (frequency === 'monthly') {
    const thisMonth = monthDay(from, 0, day);
    return thisMonth >= from ? thisMonth : monthDay(from, 1, day);
  }
  return addDays(from, (day - weekdayOf(from) + 7) % 7);
};

/** The plan's next date after `after` (strictly). */
export const nextPlanDate = (cadence: PlanCadence, after: string): string => {
  if (cadence.frequency !== 'biweekly')
    return firstPlanDate(cadence.frequency, cadence.day, addDays(after, 1));
  if (after < cadence.anchor) return cadence.anchor;
  const fortnights = Math.floor(daysBetween(cadence.anchor, after) / 14) + 1;
  return addDays(cadence.anchor, fortnights * 14);
};

/** The trading day a plan date buys on in `market`: that day, or the next trading day. */
export const planRunDate = (market: CalendarCode, date: string): string =>
  tradingDay(market, date) ? date : nextTradingDate(market, date);
