import Decimal from 'decimal.js';

/**
 * Amounts travel as decimal strings and are computed with decimal.js; a JavaScript
 * number never holds money. Every rounding names its rule where it happens.
 */
// 80 significant digits: products of NUMERIC(38,8) amounts and prices stay exact until the
// one rounding each caller names (the default of 20 would round large amounts silently).
Decimal.set({ precision: 80 });

export { Decimal };

export const DECIMAL_PATTERN = /^-?\d{1,20}(\.\d{1,8})?$/;

export const toDecimal = (value: string | Decimal): Decimal => new Decimal(value);

/** Display rule of seed section 9: truncate (never round up) to 4 decimals. */
export const truncateForDisplay = (value: string | Decimal, places = 4): string =>
  new Decimal(value).toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed(places);

/**
 * Formats an amount as the seed says: truncated to `places` decimals, grouped in the
 * zh-CN style (commas every three digits). Grouping is done on the string so that no
 * digit ever passes through a float.
 */
export const formatAmount = (value: string | Decimal, places = 4): string => {
  const fixed = truncateForDisplay(value, places);
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
};
