import { languageTag, type LanguageKey } from '@brokerage/shared';
import {
  addDays,
  calendarDayIn,
  formatCalendarDate,
  isIsoDate,
} from '@brokerage/shared/market-time/dates';

const validZone = (zone: string | undefined): string | undefined => {
  if (!zone) return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    // An unknown zone name (an old record, a typo) falls back to the browser's zone.
    return undefined;
  }
};

/**
 * A date and time in the reader's language; in `timeZone` when given (a deposit record is
 * shown in the zone it was submitted from), otherwise in the browser's zone.
 */
export const formatDateTime = (iso: string, language: LanguageKey, timeZone?: string): string =>
  formatInstant(iso, language, { dateStyle: 'medium', timeStyle: 'short' }, timeZone);

/**
 * A day in the reader's language, the one day formatter of the app. A date 'YYYY-MM-DD' (a
 * loan's due date, a NAV day) is shown as written, whatever the reader's zone; an instant (an
 * offering's dates) as its day in `timeZone` when given, else in the browser's zone.
 */
export const formatDay = (
  dayOrInstant: string,
  language: LanguageKey,
  timeZone?: string,
): string => {
  if (isIsoDate(dayOrInstant)) return formatCalendarDate(dayOrInstant, languageTag(language));
  const instant = new Date(dayOrInstant);
  if (Number.isNaN(instant.getTime())) return dayOrInstant;
  const day = calendarDayIn(instant, validZone(timeZone) ?? browserTimeZone());
  return formatCalendarDate(day, languageTag(language));
};

/**
 * A date with its weekday ('Thu, Dec 31, 2026'), as written, for a day something is planned
 * on: the weekday tells a reader at once that a weekend date moved to a Monday.
 */
export const formatDayWithWeekday = (date: string, language: LanguageKey): string =>
  isIsoDate(date)
    ? formatCalendarDate(date, languageTag(language), {
        weekday: 'short',
        year: 'numeric',
        month: 'short',
        day: 'numeric',
      })
    : date;

/** A Monday, to count ISO weekdays from. */
const A_MONDAY = '2024-01-01';

/**
 * An ISO weekday (1 Monday ... 7 Sunday) by its name in the reader's language: 3 is
 * 'Wednesday', 'Mittwoch', '水曜日'; `short` is 'Wed', 'Mi.', '水'.
 */
export const formatWeekday = (
  isoWeekday: number,
  language: LanguageKey,
  width: 'long' | 'short' = 'long',
): string =>
  formatCalendarDate(addDays(A_MONDAY, isoWeekday - 1), languageTag(language), {
    weekday: width,
  });

/** Hours and minutes only, in the reader's language and the browser's zone. */
export const formatTime = (iso: string, language: LanguageKey): string =>
  formatInstant(iso, language, { timeStyle: 'short' });

/**
 * Weekday, date, time and the zone's short name (`Mon, 30 Nov, 09:30 EST`), for an instant
 * read in two zones side by side, such as a market's opening.
 */
export const formatZonedDateTime = (
  iso: string,
  language: LanguageKey,
  timeZone?: string,
): string =>
  formatInstant(
    iso,
    language,
    {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    },
    timeZone,
  );

const formatInstant = (
  iso: string,
  language: LanguageKey,
  options: Intl.DateTimeFormatOptions,
  timeZone?: string,
): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(languageTag(language), {
    ...options,
    timeZone: validZone(timeZone),
  }).format(date);
};

/** Whole hours and minutes of a duration in milliseconds (never negative). */
export const splitDuration = (ms: number): { hours: number; minutes: number } => {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
};

/** The browser's IANA time zone, sent with a deposit so its times read as the customer saw them. */
export const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};
