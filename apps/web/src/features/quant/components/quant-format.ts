import { Decimal, formatDigits, type LanguageKey } from '@brokerage/shared';
import { formatZonedDateTime } from '../../../lib/format/instant';

/** The fund's name in the reader's language (every language is required when a fund is made). */
export const fundName = (names: Record<string, string>, language: LanguageKey): string =>
  names[language] ?? names.en ?? '';

/** A NAV to 4 decimals for reading (the stored value keeps 8). */
export const navText = (nav: string | null | undefined, language: LanguageKey): string =>
  nav ? formatDigits(new Decimal(nav).toFixed(4), language) : '--';

/** 'gain' or 'loss' for a signed figure; nothing for zero. */
export const toneOf = (value: string | null | undefined): string => {
  if (!value) return '';
  const figure = new Decimal(value);
  return figure.gt(0) ? 'gain' : figure.lt(0) ? 'loss' : '';
};

/**
 * A valuation point (an instant) as the reader reads it: weekday, date and time in the reader's
 * own time zone (`timeZone` only where a test names one), with the zone's short name, so
 * "pending until" is unambiguous anywhere.
 */
export const valuationText = (iso: string, language: LanguageKey, timeZone?: string): string =>
  formatZonedDateTime(iso, language, timeZone);
