import { DateTime } from 'luxon';
import type { CalendarCode } from './calendar-code.ts';
import { addDays, ISO_DATE_FORMAT } from './dates.ts';
import { SCHEDULES, type MarketSchedule } from './schedules.ts';

/** A stretch of continuous trading, as instants: [start, end). */
export interface Segment {
  readonly start: Date;
  readonly end: Date;
}

/** One trading day of one market: its local date and its sessions as instants. */
export interface TradingDay {
  readonly market: CalendarCode;
  /** The exchange's local date, 'YYYY-MM-DD'. */
  readonly date: string;
  readonly open: Date;
  readonly close: Date;
  /** At least one; two when the market breaks for lunch. */
  readonly segments: readonly Segment[];
}

export type MarketPhase = 'open' | 'lunch' | 'closed';

export interface CalendarOptions {
  /** Every market trades around the clock, every day: for demos only. */
  readonly alwaysOpen?: boolean;
}

export interface MarketCalendar {
  readonly alwaysOpen: boolean;
  zoneOf(market: CalendarCode): string;
  /** The market's local date at an instant. */
  localDate(market: CalendarCode, at: Date): string;
  /** The trading day on a local date, or null on weekends and holidays. */
  tradingDay(market: CalendarCode, date: string): TradingDay | null;
  /** The trading day on the local date of `at` (whether or not `at` is inside a session), or null. */
  sessionFor(market: CalendarCode, at: Date): TradingDay | null;
  isOpen(market: CalendarCode, at: Date): boolean;
  /** 'lunch' between two sessions of the same day; 'closed' otherwise outside sessions. */
  currentPhase(market: CalendarCode, at: Date): MarketPhase;
  /** `at` itself when open; otherwise the first session start strictly after `at`. */
  nextOpen(market: CalendarCode, at: Date): Date;
  /** Trading days, oldest first, with any session time inside [from, to). */
  tradingDaysBetween(market: CalendarCode, from: Date, to: Date): TradingDay[];
  /** The close instant of a trading date (an early close on a half day), or null if it is none. */
  sessionClose(market: CalendarCode, date: string): Date | null;
  /** The newest trading date strictly before `date` (weekends and holidays skipped). */
  previousTradingDate(market: CalendarCode, date: string): string;
  /** The oldest trading date strictly after `date` (weekends and holidays skipped). */
  nextTradingDate(market: CalendarCode, date: string): string;
  /** The newest trading date whose close is at or before `at`: the latest official close. */
  lastClosedTradingDate(market: CalendarCode, at: Date): string;
  /**
   * The trading date `at` belongs to: its local date when that is a trading day (before the
   * open, during the session and after the close alike), otherwise the next trading date.
   * So an order on Saturday belongs to Monday, one at 18:00 on Friday to Friday.
   */
  tradingDateOf(market: CalendarCode, at: Date): string;
  /**
   * The trading date of the latest session that has opened by `at`: the day a quote's open,
   * close and previous close belong to. Before Monday's open it is still Friday.
   */
  latestSessionDate(market: CalendarCode, at: Date): string;
}

/** Longest stretch without a session we search through (a Golden Week is about 9 days). */
const MAX_DAYS_SEARCHED = 400;

const at = (date: string, time: string, zone: string): Date =>
  DateTime.fromISO(`${date}T${time}`, { zone }).toJSDate();

const buildDay = (
  schedule: MarketSchedule,
  date: string,
  alwaysOpen: boolean,
): TradingDay | null => {
  const { zone } = schedule;
  if (alwaysOpen) {
    // The whole local day, 23 or 25 hours long on DST change days.
    const start = DateTime.fromISO(date, { zone });
    const segment = { start: start.toJSDate(), end: start.plus({ days: 1 }).toJSDate() };
    return {
      market: schedule.code,
      date,
      open: segment.start,
      close: segment.end,
      segments: [segment],
    };
  }
  const weekday = DateTime.fromISO(date, { zone }).weekday;
  if (weekday > 5 || schedule.holidays.has(date)) return null;
  const earlyClose = schedule.earlyCloses[date];
  const segments: Segment[] = [];
  for (const { open, close } of schedule.sessions) {
    // 'HH:mm' strings compare in time order.
    if (earlyClose !== undefined && open >= earlyClose) break;
    const end = earlyClose !== undefined && close > earlyClose ? earlyClose : close;
    segments.push({ start: at(date, open, zone), end: at(date, end, zone) });
  }
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (!first || !last) return null;
  return { market: schedule.code, date, open: first.start, close: last.end, segments };
};

export const createMarketCalendar = (options: CalendarOptions = {}): MarketCalendar => {
  const alwaysOpen = options.alwaysOpen ?? false;
  // Building a day costs a few luxon parses; the simulator asks for the same days constantly.
  const cache = new Map<string, TradingDay | null>();

  const tradingDay = (market: CalendarCode, date: string): TradingDay | null => {
    const key = `${market}|${date}`;
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const day = buildDay(SCHEDULES[market], date, alwaysOpen);
    cache.set(key, day);
    return day;
  };

  // Every tick asks each instrument's local date (twice): luxon's zone conversion each time
  // was most of a simulator round. Each market's current local day is remembered as the
  // instants it spans (DST-aware, luxon computes both midnights).
  const knownDays = new Map<CalendarCode, { date: string; from: number; to: number }>();
  const localDate = (market: CalendarCode, instant: Date): string => {
    const t = instant.getTime();
    const known = knownDays.get(market);
    if (known && t >= known.from && t < known.to) return known.date;
    const midnight = DateTime.fromMillis(t, { zone: SCHEDULES[market].zone }).startOf('day');
    const day = {
      date: midnight.toFormat(ISO_DATE_FORMAT),
      from: midnight.toMillis(),
      to: midnight.plus({ days: 1 }).toMillis(),
    };
    knownDays.set(market, day);
    return day.date;
  };

  const sessionFor = (market: CalendarCode, instant: Date): TradingDay | null =>
    tradingDay(market, localDate(market, instant));

  const currentPhase = (market: CalendarCode, instant: Date): MarketPhase => {
    const day = sessionFor(market, instant);
    if (!day) return 'closed';
    const t = instant.getTime();
    if (day.segments.some((s) => t >= s.start.getTime() && t < s.end.getTime())) return 'open';
    return t >= day.open.getTime() && t < day.close.getTime() ? 'lunch' : 'closed';
  };

  const isOpen = (market: CalendarCode, instant: Date): boolean =>
    currentPhase(market, instant) === 'open';

  const nextOpen = (market: CalendarCode, instant: Date): Date => {
    if (isOpen(market, instant)) return instant;
    const t = instant.getTime();
    let date = localDate(market, instant);
    for (let i = 0; i < MAX_DAYS_SEARCHED; i += 1) {
      const day = tradingDay(market, date);
      const next = day?.segments.find((s) => s.start.getTime() > t);
      if (next) return next.start;
      date = addDays(date, 1);
    }
    throw new Error(
      `No session of ${market} within ${MAX_DAYS_SEARCHED} days after ${instant.toISOString()}`,
    );
  };

  const tradingDaysBetween = (market: CalendarCode, from: Date, to: Date): TradingDay[] => {
    const days: TradingDay[] = [];
    const last = localDate(market, to);
    // A session never spans local midnight, so the local dates of `from` and `to` bound the walk.
    for (let date = localDate(market, from); date <= last; date = addDays(date, 1)) {
      const day = tradingDay(market, date);
      if (day && day.open.getTime() < to.getTime() && day.close.getTime() > from.getTime())
        days.push(day);
    }
    return days;
  };

  const sessionClose = (market: CalendarCode, date: string): Date | null =>
    tradingDay(market, date)?.close ?? null;

  const stepToTradingDate = (market: CalendarCode, date: string, step: 1 | -1): string => {
    let candidate = date;
    for (let i = 0; i < MAX_DAYS_SEARCHED; i += 1) {
      candidate = addDays(candidate, step);
      if (tradingDay(market, candidate)) return candidate;
    }
    throw new Error(`No trading day of ${market} within ${MAX_DAYS_SEARCHED} days of ${date}`);
  };
  const previousTradingDate = (market: CalendarCode, date: string): string =>
    stepToTradingDate(market, date, -1);
  const nextTradingDate = (market: CalendarCode, date: string): string =>
    stepToTradingDate(market, date, 1);

  const lastClosedTradingDate = (market: CalendarCode, instant: Date): string => {
    const date = localDate(market, instant);
    const close = sessionClose(market, date);
    // A session never spans local midnight: before today's close, the latest close is earlier.
    return close && close.getTime() <= instant.getTime() ? date : previousTradingDate(market, date);
  };

  const tradingDateOf = (market: CalendarCode, instant: Date): string => {
    const date = localDate(market, instant);
    return tradingDay(market, date) ? date : nextTradingDate(market, date);
  };

  const latestSessionDate = (market: CalendarCode, instant: Date): string => {
    const date = localDate(market, instant);
    const day = tradingDay(market, date);
    return day && day.open.getTime() <= instant.getTime()
      ? date
      : previousTradingDate(market, date);
  };

  return {
    alwaysOpen,
    zoneOf: (market) => SCHEDULES[market].zone,
    localDate,
    tradingDay,
    sessionFor,
    isOpen,
    currentPhase,
    nextOpen,
    tradingDaysBetween,
    sessionClose,
    previousTradingDate,
    nextTradingDate,
    lastClosedTradingDate,
    tradingDateOf,
    latestSessionDate,
  };
};

const regular = createMarketCalendar();
const demo = createMarketCalendar({ alwaysOpen: true });
const pick = (options: CalendarOptions | undefined) => (options?.alwaysOpen ? demo : regular);

/**
 * The process-wide calendar for these options. Sharing it shares its caches, and the
 * simulator's and history's caches, which are keyed by calendar.
 */
export const sharedCalendar = (options?: CalendarOptions): MarketCalendar => pick(options);

export const isOpen = (market: CalendarCode, at: Date, options?: CalendarOptions): boolean =>
  pick(options).isOpen(market, at);

export const nextOpen = (market: CalendarCode, at: Date, options?: CalendarOptions): Date =>
  pick(options).nextOpen(market, at);

export const sessionFor = (
  market: CalendarCode,
  at: Date,
  options?: CalendarOptions,
): TradingDay | null => pick(options).sessionFor(market, at);

export const currentPhase = (
  market: CalendarCode,
  at: Date,
  options?: CalendarOptions,
): MarketPhase => pick(options).currentPhase(market, at);

export const localDate = (market: CalendarCode, at: Date, options?: CalendarOptions): string =>
  pick(options).localDate(market, at);

export const tradingDay = (
  market: CalendarCode,
  date: string,
  options?: CalendarOptions,
): TradingDay | null => pick(options).tradingDay(market, date);

export const sessionClose = (
  market: CalendarCode,
  date: string,
  options?: CalendarOptions,
): Date | null => pick(options).sessionClose(market, date);

export const previousTradingDate = (
  market: CalendarCode,
  date: string,
  options?: CalendarOptions,
): string => pick(options).previousTradingDate(market, date);

export const nextTradingDate = (
  market: CalendarCode,
  date: string,
  options?: CalendarOptions,
): string => pick(options).nextTradingDate(market, date);

export const lastClosedTradingDate = (
  market: CalendarCode,
  at: Date,
  options?: CalendarOptions,
): string => pick(options).lastClosedTradingDate(market, at);

export const tradingDateOf = (market: CalendarCode, at: Date, options?: CalendarOptions): string =>
  pick(options).tradingDateOf(market, at);

export const latestSessionDate = (
  market: CalendarCode,
  at: Date,
  options?: CalendarOptions,
): string => pick(options).latestSessionDate(market, at);
