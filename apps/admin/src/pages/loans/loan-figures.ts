import { Decimal, formatPercentValue, type LanguageKey } from '@brokerage/shared';

/** A ratio (1.3, an LTV of 0.5) as a percentage in the reader's language: `130.00 %`. */
export const ratioAsPercent = (ratio: string, language: LanguageKey): string =>
  `${formatPercentValue(new Decimal(ratio).times(100).toString(), language, { sign: false })} %`;

/** The decimals a price was given with, at least 2: a price is shown as precise as it is. */
export const decimalsOf = (value: string): number =>
  Math.max(2, value.includes('.') ? (value.split('.')[1]?.length ?? 0) : 0);
