import type { CalendarCode } from '../types.ts';
import {
  CN_HOLIDAYS,
  HK_EARLY_CLOSES,
  HK_HOLIDAYS,
  JP_HOLIDAYS,
  MY_HOLIDAYS,
  SG_EARLY_CLOSES,
  SG_HOLIDAYS,
  TW_HOLIDAYS,
} from './holidays-asia.ts';
import {
  DE_HOLIDAYS,
  ES_HOLIDAYS,
  FR_EARLY_CLOSES,
  FR_HOLIDAYS,
  IT_HOLIDAYS,
  US_EARLY_CLOSES,
  US_HOLIDAYS,
} from './holidays-west.ts';

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
  holidays: readonly string[],
  earlyCloses: Readonly<Record<string, string>> = {},
): MarketSchedule => ({ code, zone, sessions, holidays: new Set(holidays), earlyCloses });

const s = (open: string, close: string): SessionHours => ({ open, close });

/**
 * Continuous trading only: opening and closing auctions and pre-market are left out, since the
 * simulator has no auction. Holidays cover 2025 and 2026; outside them only weekends close.
 */
export const SCHEDULES: Readonly<Record<CalendarCode, MarketSchedule>> = {
  US: schedule('US', 'America/New_York', [s('09:30', '16:00')], US_HOLIDAYS, US_EARLY_CLOSES),
  DE: schedule('DE', 'Europe/Berlin', [s('09:00', '17:30')], DE_HOLIDAYS),
  FR: schedule('FR', 'Europe/Paris', [s('09:00', '17:30')], FR_HOLIDAYS, FR_EARLY_CLOSES),
  ES: schedule('ES', 'Europe/Madrid', [s('09:00', '17:30')], ES_HOLIDAYS),
  IT: schedule('IT', 'Europe/Rome', [s('09:00', '17:30')], IT_HOLIDAYS),
  HK: schedule(
    'HK',
    'Asia/Hong_Kong',
    [s('09:30', '12:00'), s('13:00', '16:00')],
    HK_HOLIDAYS,
    HK_EARLY_CLOSES,
  ),
  CN: schedule('CN', 'Asia/Shanghai', [s('09:30', '11:30'), s('13:00', '15:00')], CN_HOLIDAYS),
  SZ: schedule('SZ', 'Asia/Shanghai', [s('09:30', '11:30'), s('13:00', '15:00')], CN_HOLIDAYS),
  TW: schedule('TW', 'Asia/Taipei', [s('09:00', '13:30')], TW_HOLIDAYS),
  SG: schedule(
    'SG',
    'Asia/Singapore',
    [s('09:00', '12:00'), s('13:00', '17:00')],
    SG_HOLIDAYS,
    SG_EARLY_CLOSES,
  ),
  MY: schedule('MY', 'Asia/Kuala_Lumpur', [s('09:00', '12:30'), s('14:30', '17:00')], MY_HOLIDAYS),
  JP: schedule('JP', 'Asia/Tokyo', [s('09:00', '11:30'), s('12:30', '15:30')], JP_HOLIDAYS),
};

export const CALENDAR_CODES = Object.keys(SCHEDULES) as CalendarCode[];
