/**
 * The market-time kernel: the one place days are computed. A market's dates, sessions and
 * closes come from its schedule and generated holiday tables (market-calendar.ts); plain
 * calendar arithmetic and a reader's day are in dates.ts, which the apps can import alone
 * (`@brokerage/shared/market-time/dates`) without the tables.
 */
export type { CalendarCode } from './calendar-code.ts';
export * from './dates.ts';
export * from './market-calendar.ts';
export { CALENDAR_CODES, SCHEDULES, type MarketSchedule, type SessionHours } from './schedules.ts';
export {
  calendarCoverage,
  requiredThrough,
  shortCalendars,
  warnShortCalendars,
  type CalendarCoverage,
} from './coverage.ts';
export { HOLIDAY_TABLES, type HolidayTable } from './tables.ts';
export { PLATFORM_CALENDAR, PLATFORM_TIME_ZONE } from './platform.ts';
