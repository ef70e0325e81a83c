import { languageTag, type LanguageKey } from '@brokerage/shared';
import { addDays, formatCalendarDate, isIsoDate } from '@brokerage/shared/market-time/dates';
import { formatDate } from './instant';

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
  return formatDate(dayOrInstant, language, timeZone);
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
