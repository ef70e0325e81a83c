import { languageTag, type LanguageKey } from '@brokerage/shared';

/**
 * Instants shown with the browser's Intl only. Apart from date-time.ts (calendar dates, by
 * luxon) so the screens of the first load (news rows, the margin-call banner) format their
 * times without the calendar library.
 */

const zones = new Map<string, string | undefined>();

export const validZone = (zone: string | undefined): string | undefined => {
  if (!zone) return undefined;
  if (zones.has(zone)) return zones.get(zone);
  let valid: string | undefined;
  try {
    valid = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    // An unknown zone name (an old record, a typo) falls back to the browser's zone.
    valid = undefined;
  }
  zones.set(zone, valid);
  return valid;
};

/** The ways an instant is written, by name, so a formatter is found without reading options. */
const STYLES = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  // `Mon, 30 Nov, 09:30 EST`
  zoned: {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof STYLES;

/**
 * Formatters by language, style and zone: building one costs far more than formatting, and
 * the live screens format the time of every tick.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatter = (
  language: LanguageKey,
  style: Style,
  timeZone: string | undefined,
): Intl.DateTimeFormat => {
  const id = `${language}|${style}|${timeZone ?? ''}`;
  let found = formatters.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(languageTag(language), { ...STYLES[style], timeZone });
    formatters.set(id, found);
  }
  return found;
};

/**
 * A date and time in the reader's language; in `timeZone` when given (a deposit record is
 * shown in the zone it was submitted from), otherwise in the browser's zone.
 */
export const formatDateTime = (iso: string, language: LanguageKey, timeZone?: string): string =>
  formatInstant(iso, language, 'dateTime', timeZone);

/**
 * The day of an instant in the reader's language (`Dec 7, 2026`), in `timeZone` when given,
 * otherwise in the browser's zone: an offering's dates, a chart's daily bar. A calendar date
 * 'YYYY-MM-DD' belongs to no zone: date-time.ts's `formatDay` shows it as written.
 */
export const formatDate = (iso: string, language: LanguageKey, timeZone?: string): string =>
  formatInstant(iso, language, 'date', timeZone);

/** Hours and minutes only, in the reader's language and the browser's zone. */
export const formatTime = (iso: string, language: LanguageKey): string =>
  formatInstant(iso, language, 'time');

/**
 * Weekday, date, time and the zone's short name (`Mon, 30 Nov, 09:30 EST`), for an instant
 * read in two zones side by side, such as a market's opening.
 */
export const formatZonedDateTime = (
  iso: string,
  language: LanguageKey,
  timeZone?: string,
): string => formatInstant(iso, language, 'zoned', timeZone);

const formatInstant = (
  iso: string,
  language: LanguageKey,
  style: Style,
  timeZone?: string,
): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatter(language, style, validZone(timeZone)).format(date);
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
