import Decimal from 'decimal.js';

/**
 * Amounts travel as decimal strings and are computed with decimal.js; a JavaScript
 * number never holds money. Every rounding names its rule where it happens.
 */
// 80 significant digits: products of NUMERIC(38,8) amounts and prices stay exact until the
// one rounding each caller names (the default of 20 would round large amounts silently).
Decimal.set({ precision: 80 });

export { Decimal };

export { DECIMAL_PATTERN, isDecimalText } from './decimal-text.ts';

export const toDecimal = (value: string | Decimal): Decimal => new Decimal(value);
