import { DateTime } from 'luxon';
import type { CalendarCode } from './calendar-code.ts';
import { HOLIDAY_TABLES } from './tables.ts';

/**
 * How far ahead each market's holiday table must reach. Past a table's end every weekday
 * opens, so a table that runs out is a wrong answer, not a missing one: it must be noticed
 * long before that day. The rule is a year past today.
 *
 * Some exchanges cannot be known a year ahead: their next year's closures are decided once a
 * year. For those, a year past today is required only once next year's schedule is normally
 * out (`publishedBy`, month-day of the year before); earlier, the end of the current year
 * suffices. A date here must be the latest the schedule has come out in recent years, so that
 * the test starts failing as soon as a published schedule is missing from our tables.
 */
export interface PublicationCadence {
  /** 'MM-DD': by this day of year Y the schedule of year Y+1 is public. */
  readonly publishedBy: string;
  readonly basis: string;
}

const STATE_COUNCIL: PublicationCadence = {
  publishedBy: '12-15',
  basis:
    "the State Council's notice on the next year's holidays (2022-12-08, 2023-10-25, " +
    '2024-11-12, 2025-11-04), which the SSE and SZSE closure notices follow',
};

export const PUBLICATION: Readonly<Partial<Record<CalendarCode, PublicationCadence>>> = {
  CN: STATE_COUNCIL,
  SZ: STATE_COUNCIL,
  TW: {
    publishedBy: '12-15',
    basis:
      "TWSE's holiday schedule of the next year, with the no-trading days before Lunar New " +
      'Year decided each year, comes out in the last quarter',
  },
  SG: {
    publishedBy: '07-01',
    basis: "MOM's list of next year's public holidays (2020-06-24, 2023-05-24, 2025-06-16)",
  },
  MY: {
    publishedBy: '09-01',
    basis:
      "the federal government's list of next year's public holidays (the Agong's birthday " +
      'is in the source only through 2027), published mid-year',
  },
};

const ISO_DATE = 'yyyy-MM-dd';

/** The last local date each market's table must reach on `today` (see PUBLICATION). */
export const requiredThrough = (market: CalendarCode, today: Date): string => {
  const now = DateTime.fromJSDate(today, { zone: 'UTC' });
  const yearAhead = now.plus({ years: 1 }).toFormat(ISO_DATE);
  const cadence = PUBLICATION[market];
  if (!cadence) return yearAhead;
  const nextYearOut = now.toFormat('MM-dd') >= cadence.publishedBy;
  const endOfKnownYear = `${now.year + (nextYearOut ? 1 : 0)}-12-31`;
  return endOfKnownYear < yearAhead ? endOfKnownYear : yearAhead;
};

export interface CalendarCoverage {
  readonly market: CalendarCode;
  readonly completeThrough: string;
  readonly reason: string;
}

export const calendarCoverage = (): CalendarCoverage[] =>
  (Object.keys(HOLIDAY_TABLES) as CalendarCode[]).map((market) => ({
    market,
    completeThrough: HOLIDAY_TABLES[market].completeThrough,
    reason: HOLIDAY_TABLES[market].completeThroughReason,
  }));

/** Markets whose table ends before the end of next year: at start, these are logged. */
export const shortCalendars = (today: Date): CalendarCoverage[] => {
  const endOfNextYear = `${DateTime.fromJSDate(today, { zone: 'UTC' }).year + 1}-12-31`;
  return calendarCoverage().filter((c) => c.completeThrough < endOfNextYear);
};

interface WarnLogger {
  warn(details: object, message: string): void;
}

/** One warning line per market whose holidays are not known through next year; never throws. */
export const warnShortCalendars = (log: WarnLogger, today: Date): void => {
  for (const gap of shortCalendars(today))
    log.warn(
      { market: gap.market, completeThrough: gap.completeThrough, reason: gap.reason },
      'market calendar: holidays not known through the end of next year; past completeThrough it may open on a day the exchange is closed',
    );
};
