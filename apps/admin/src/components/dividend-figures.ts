import { currencyDecimals, Decimal, formatDigits, type LanguageKey } from '@brokerage/shared';

/**
 * A cash dividend's figures as operators read and type them (issue 30 item 3). The API keeps
 * the withholding rate as a share of the gross (0.3, at most 5 decimals, at most 0.5); people
 * think of it as a percent (30 %), so the console takes and shows a percent: 3 decimals of a
 * percent are the 5 of a share (15.315 % is 0.15315).
 */
export const WITHHOLDING_PERCENT_DECIMALS = 3;
const MAX_WITHHOLDING_PERCENT = 50;
const PERCENT_TEXT = /^\d{1,3}(\.\d+)?$/;

/**
 * The share a typed percent stands for (`'30'` → `'0.3'`, `'15.315'` → `'0.15315'`), exactly;
 * null for anything that is not a percent from 0 to 50 with at most 3 decimals.
 */
export const percentToShare = (percent: string): string | null => {
  const text = percent.trim();
  if (!PERCENT_TEXT.test(text)) return null;
  if ((text.split('.')[1] ?? '').length > WITHHOLDING_PERCENT_DECIMALS) return null;
  const value = new Decimal(text);
  if (value.gt(MAX_WITHHOLDING_PERCENT)) return null;
  return value.div(100).toFixed();
};

/** The percent a share is (`'0.3'` → `'30'`, `'0.15315'` → `'15.315'`), without trailing zeros. */
export const shareToPercent = (share: string): string => new Decimal(share).times(100).toFixed();

/** A withholding rate (a share) as the reader writes a percent's figure: `0.15315` → `15.315`. */
export const withholdingFigure = (share: string, language: LanguageKey): string =>
  formatDigits(shareToPercent(share), language);

/**
 * An amount per share with every decimal it carries, and at least its currency's (`0.5` USD is
 * `0.50`, `0.123456` stays `0.123456`): an amount per share is never cut, unlike a balance.
 */
export const perShareFigure = (value: string, currency: string, language: LanguageKey): string => {
  const carried = value.split('.')[1]?.length ?? 0;
  const places = Math.max(carried, currencyDecimals(currency));
  return formatDigits(new Decimal(value).toFixed(places), language);
};
