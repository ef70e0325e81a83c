import { DateTime, type DurationLike } from 'luxon';

/**
 * Pure calendar arithmetic: no market, no holiday table, so the apps can import it without the
 * generated calendars (`@brokerage/shared/market-time/dates`). Days are luxon calendar days,
 * never 86,400,000 milliseconds: a local day is 23 or 25 hours long when the clocks change.
 *
 * A date is an ISO calendar date 'YYYY-MM-DD' that belongs to no zone; an instant is a Date.
 * Going from one to the other always names the time zone.
 */

export const ISO_DATE_FORMAT = 'yyyy-MM-dd';
const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `date` is a real calendar date written 'YYYY-MM-DD' (2026-02-30 is not). */
export const isIsoDate = (date: string): boolean =>
  ISO_DATE_PATTERN.test(date) && DateTime.fromISO(date, { zone: 'UTC' }).isValid;

// A date as a zone-free calendar position; UTC only because it has no clock changes.
const calendarPosition = (date: string): DateTime => {
  if (!isIsoDate(date)) throw new RangeError(`Not a calendar date 'YYYY-MM-DD': ${date}`);
  return DateTime.fromISO(date, { zone: 'UTC' });
};

/** The date `n` calendar days after `date` (before, for negative `n`). */
export const addDays = (date: string, n: number): string =>
  calendarPosition(date).plus({ days: n }).toFormat(ISO_DATE_FORMAT);

/** Calendar days from `fromDate` to `toDate`: 1 from one day to the next, negative backwards. */
export const daysBetween = (fromDate: string, toDate: string): number =>
  Math.round(calendarPosition(toDate).diff(calendarPosition(fromDate), 'days').days);

/**
 * Day `day` of the month `months` after the month of `date`, or that month's last day when it
 * is shorter: day 31 is 30 April, and 28 or 29 February.
 */
export const monthDay = (date: string, months: number, day: number): string => {
  const month = calendarPosition(date).startOf('month').plus({ months });
  return month.set({ day: Math.min(day, month.daysInMonth ?? 28) }).toFormat(ISO_DATE_FORMAT);
};

/** ISO weekday of a date: 1 = Monday ... 7 = Sunday. */
export const weekdayOf = (date: string): number => calendarPosition(date).weekday;

/**
 * A calendar date in a language (BCP 47 tag): 'medium' reads 'Nov 27, 2026' in English. The
 * date as written, in no zone: a due date is the same day for every reader.
 */
export const formatCalendarDate = (
  date: string,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string => calendarPosition(date).setLocale(locale).toLocaleString(options);

/** The calendar date of an instant for a reader (or a market) in `timeZone` (IANA name). */
export const calendarDayIn = (at: Date, timeZone: string): string =>
  DateTime.fromJSDate(at, { zone: timeZone }).toFormat(ISO_DATE_FORMAT);

/**
 * The instant local midnight begins `date` in `timeZone`. Where a clock change skips midnight
 * the day begins at the first instant that exists (luxon moves forward across the gap).
 */
export const startOfDayIn = (date: string, timeZone: string): Date => {
  calendarPosition(date);
  return DateTime.fromISO(date, { zone: timeZone }).startOf('day').toJSDate();
};

/** The instant the day after `date` begins in `timeZone`: the exclusive end of `date`. */
export const endOfDayIn = (date: string, timeZone: string): Date =>
  startOfDayIn(addDays(date, 1), timeZone);

/**
 * `at` moved by a duration ({ hours: 12 }, { minutes: 15 }, { days: 30 }...). Hours and smaller
 * units are elapsed time; days and larger are calendar days in `timeZone` (default UTC), so
 * { days: 1 } across a clock change keeps the wall-clock time there.
 */
export const addDuration = (at: Date, duration: DurationLike, timeZone = 'UTC'): Date =>
  DateTime.fromJSDate(at, { zone: timeZone }).plus(duration).toJSDate();

/** The start of the hour `at` is in (of every zone whose offset is whole hours). */
export const startOfHour = (at: Date): Date =>
  DateTime.fromJSDate(at, { zone: 'UTC' }).startOf('hour').toJSDate();
