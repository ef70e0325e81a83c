export * from './market-calendar.ts';
export { CALENDAR_CODES, SCHEDULES, type MarketSchedule, type SessionHours } from './schedules.ts';
