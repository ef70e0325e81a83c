import { formatDigits, languageTag, type LanguageKey } from '@brokerage/shared';

export type Direction = 'up' | 'down' | 'flat';

/** The direction of a signed decimal string ("-0.12", "0.00", "3.4"). */
export const directionOf = (value: string | null | undefined): Direction => {
  if (!value) return 'flat';
  const text = value.trim();
  if (text.startsWith('-')) return /[1-9]/.test(text) ? 'down' : 'flat';
  return /[1-9]/.test(text) ? 'up' : 'flat';
};

/** Change percent ("1.25" = +1.25 %) with its sign. */
export const formatPercent = (value: string | null | undefined, language: LanguageKey): string =>
  value === null || value === undefined || value.trim() === ''
    ? '--'
    : `${formatDigits(value, language, { sign: true })}%`;

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
