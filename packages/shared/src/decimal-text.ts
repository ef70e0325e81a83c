/**
 * The shapes of decimal text, apart from money.ts so that reading and formatting figures (the
 * schemas, number-format.ts) does not load decimal.js: a screen that only shows figures, as
 * Home does, leaves the library out of its first load (issue 29).
 */

/** An amount as input may carry it: at most 20 integer digits and 8 decimals. */
export const DECIMAL_PATTERN = /^-?\d{1,20}(\.\d{1,8})?$/;

/**
 * Whether text is a decimal in the form the API writes one (optional minus, digits, optional
 * fraction), of any length: a figure to format or export as a number. Input is held to the
 * bounds of DECIMAL_PATTERN instead.
 */
export const isDecimalText = (text: string): boolean => /^-?\d+(\.\d+)?$/.test(text);

interface DecimalParts {
  negative: boolean;
  /** Digits before the point, without leading zeros ('' for zero). */
  whole: string;
  /** Digits after the point, without trailing zeros. */
  fraction: string;
}

const partsOf = (text: string): DecimalParts => {
  const negative = text.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const parts = { whole: whole.replace(/^0+/, ''), fraction: fraction.replace(/0+$/, '') };
  // Minus zero is zero.
  return { negative: negative && (parts.whole !== '' || parts.fraction !== ''), ...parts };
};

const compareMagnitude = (a: DecimalParts, b: DecimalParts): -1 | 0 | 1 => {
  if (a.whole.length !== b.whole.length) return a.whole.length > b.whole.length ? 1 : -1;
  if (a.whole !== b.whole) return a.whole > b.whole ? 1 : -1;
  const length = Math.max(a.fraction.length, b.fraction.length);
  const [x, y] = [a.fraction.padEnd(length, '0'), b.fraction.padEnd(length, '0')];
  return x === y ? 0 : x > y ? 1 : -1;
};

/**
 * -1, 0 or 1 as `a` is below, equal to or above `b`: two texts of isDecimalText's form,
 * compared exactly digit by digit (`10.5` above `9.99`, `-0` equal to `0`), where a price's
 * move is all a screen needs to know and decimal.js would be a first load's 12 KB.
 */
export const compareDecimalText = (a: string, b: string): -1 | 0 | 1 => {
  const [x, y] = [partsOf(a), partsOf(b)];
  if (x.negative !== y.negative) return x.negative ? -1 : 1;
  const magnitude = compareMagnitude(x, y);
  return x.negative ? ((-magnitude || 0) as -1 | 0 | 1) : magnitude;
};
