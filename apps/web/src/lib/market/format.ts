import { languageTag, type LanguageKey } from '@brokerage/shared';

export type Direction = 'up' | 'down' | 'flat';

/** The direction of a signed decimal string ("-0.12", "0.00", "3.4"). */
export const directionOf = (value: string | null | undefined): Direction => {
  if (!value) return 'flat';
  const text = value.trim();
  if (text.startsWith('-')) return /[1-9]/.test(text) ? 'down' : 'flat';
  return /[1-9]/.test(text) ? 'up' : 'flat';
};

const separatorCache = new Map<string, { group: string; decimal: string }>();

const separators = (language: LanguageKey): { group: string; decimal: string } => {
  const tag = languageTag(language);
  let found = separatorCache.get(tag);
  if (!found) {
    const parts = new Intl.NumberFormat(tag).formatToParts(11111.5);
    found = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separatorCache.set(tag, found);
  }
  return found;
};

/**
 * A decimal string in the reader's number format, digits untouched (no float round trip):
 * "45123.5" is "45,123.5" in English and "45.123,5" in German.
 */
export const formatDecimal = (
  value: string | null | undefined,
  language: LanguageKey,
  { sign = false }: { sign?: boolean } = {},
): string => {
  if (value === null || value === undefined || value.trim() === '') return '--';
  const text = value.trim();
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return text;
  const negative = text.startsWith('-');
  const unsigned = text.replace(/^[+-]/, '');
  const [whole = '0', fraction] = unsigned.split('.');
  const { group, decimal } = separators(language);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const body = fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`;
  const direction = directionOf(text);
  if (negative && direction !== 'flat') return `-${body}`;
  if (sign && direction === 'up') return `+${body}`;
  return body;
};

/** Change percent ("1.25" = +1.25 %) with its sign. */
export const formatPercent = (value: string | null | undefined, language: LanguageKey): string =>
  value === null || value === undefined || value.trim() === ''
    ? '--'
    : `${formatDecimal(value, language, { sign: true })}%`;

/** Trims a price's trailing zeros beyond two places: "0.01000000" reads as "0.01". */
export const trimDecimal = (value: string): string => {
  if (!value.includes('.')) return value;
  const [whole, fraction = ''] = value.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${kept}`;
};

/** Volume as a short figure ("12.3M"), for display only. */
export const formatVolume = (value: string | null | undefined, language: LanguageKey): string => {
  if (!value) return '--';
  const amount = Number(value);
  if (!Number.isFinite(amount)) return value;
  return new Intl.NumberFormat(languageTag(language), {
    notation: 'compact',
    maximumFractionDigits: 2,
  }).format(amount);
};
