import Decimal from 'decimal.js';

/**
 * Amounts travel as decimal strings and are computed with decimal.js; a JavaScript
 * number never holds money. Every rounding names its rule where it happens.
 */
// 80 significant digits: products of NUMERIC(38,8) amounts and prices stay exact until the
// one rounding each caller names (the default of 20 would round large amounts silently).
Decimal.set({ precision: 80 });

export { Decimal };

/** An amount as input may carry it: at most 20 integer digits and 8 decimals. */
export const DECIMAL_PATTERN = /^-?\d{1,20}(\.\d{1,8})?$/;

/**
 * Whether text is a decimal in the form the API writes one (optional minus, digits, optional
 * fraction), of any length: a figure to format or export as a number. Input is held to the
 * bounds of DECIMAL_PATTERN instead.
 */
export const isDecimalText = (text: string): boolean => /^-?\d+(\.\d+)?$/.test(text);

export const toDecimal = (value: string | Decimal): Decimal => new Decimal(value);
