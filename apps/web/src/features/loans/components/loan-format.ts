import { Decimal, languageTag, percentShown, type LanguageKey } from '@brokerage/shared';

/**
 * A rate as a percentage in the reader's number format ('0.0005' -> '0.05%', '0,05%' in
 * French), with as many decimals as it has, so nothing is rounded away; a derived daily rate
 * that does not end within 8 decimals of a percent (18 % / 365) is shown to 8, with '≈'.
 */
export const ratePercent = (
  rate: string | Decimal,
  figure: (value: string, decimals: number) => string,
): string => {
  const { percent, exact } = percentShown(new Decimal(rate));
  return `${exact ? '' : '≈ '}${figure(percent, new Decimal(percent).decimalPlaces())}%`;
};

/** A loan's day (`YYYY-MM-DD`, a UTC calendar day) in the reader's language. */
export const formatDay = (day: string, language: LanguageKey): string =>
  new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
