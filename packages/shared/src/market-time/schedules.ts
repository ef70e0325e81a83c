import type { CalendarCode } from './calendar-code.ts';
import { HOLIDAY_TABLES } from './tables.ts';

/** Local wall-clock times, 'HH:mm', in the market's own zone. */
export interface SessionHours {
  readonly open: string;
  readonly close: string;
}

export interface MarketSchedule {
  readonly code: CalendarCode;
  /** IANA zone: DST is applied by luxon, never by hand. */
  readonly zone: string;
  /** Continuous-trading sessions of a normal day, in order; a gap between two is the lunch break. */
  readonly sessions: readonly SessionHours[];
  readonly holidays: ReadonlySet<string>;
  /** Local date -> local time at which trading stops that day. */
  readonly earlyCloses: Readonly<Record<string, string>>;
}

const schedule = (
  code: CalendarCode,
  zone: string,
  sessions: readonly SessionHours[],
): MarketSchedule => ({
  code,
  zone,
  sessions,
  holidays: HOLIDAY_TABLES[code].holidays,
  earlyCloses: HOLIDAY_TABLES[code].earlyCloses,
});

const s = (open: string, close: string): SessionHours => ({ open, close });

/**
 * Continuous trading only: opening and closing auctions and pre-market are left out, since the
 * simulator has no auction. Sessions and lunch breaks are kept here by hand (the generated
 * source has no SGX or Bursa lunch break); holidays and early closes come from tables.ts, which
 * says how far each market's are known (coverage.ts checks it).
 */
export const SCHEDULES: Readonly<Record<CalendarCode, MarketSchedule>> = {
  US: schedule('US', 'America/New_York', [s('09:30', '16:00')]),
  DE: schedule('DE', 'Europe/Berlin', [s('09:00', '17:30')]),
  FR: schedule('FR', 'Europe/Paris', [s('09:00', '17:30')]),
  ES: schedule('ES', 'Europe/Madrid', [s('09:00', '17:30')]),
  IT: schedule('IT', 'Europe/Rome', [s('09:00', '17:30')]),
  HK: schedule('HK', 'Asia/Hong_Kong', [s('09:30', '12:00'), s('13:00', '16:00')]),
  CN: schedule('CN', 'Asia/Shanghai', [s('09:30', '11:30'), s('13:00', '15:00')]),
  SZ: schedule('SZ', 'Asia/Shanghai', [s('09:30', '11:30'), s('13:00', '15:00')]),
  TW: schedule('TW', 'Asia/Taipei', [s('09:00', '13:30')]),
  SG: schedule('SG', 'Asia/Singapore', [s('09:00', '12:00'), s('13:00', '17:00')]),
  MY: schedule('MY', 'Asia/Kuala_Lumpur', [s('09:00', '12:30'), s('14:30', '17:00')]),
  JP: schedule('JP', 'Asia/Tokyo', [s('09:00', '11:30'), s('12:30', '15:30')]),
};

export const CALENDAR_CODES = Object.keys(SCHEDULES) as CalendarCode[];
