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
