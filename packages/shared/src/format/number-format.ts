import { languageTag, type LanguageKey } from '../enums.ts';
import { isDecimalText } from '../decimal-text.ts';
import type { Decimal } from '../money.ts';

/** A figure as the API sends it (a decimal string) or as the app computed it. */
export type Figure = string | Decimal | null | undefined;

/**
 * The one number formatter of the product, for the app and the server's texts alike: the
 * reader's language decides grouping and decimal marks (`364.930,82` in German,
 * `364,930.82` in English), the kind of number decides the decimals. Values are decimal
 * strings handed to `Intl.NumberFormat` as strings, which formats them exactly (no float
 * round trip); decimals beyond what is shown are cut, never rounded up (seed section 9).
 */

/** Currencies outside ISO 4217 that the platform holds, with the decimals they are shown in. */
const OWN_CURRENCY_DECIMALS: Record<string, number> = { USDT: 6 };

/** A figure's decimal text; a Decimal is known by its shape, so decimal.js is not loaded here. */
const textOf = (figure: Figure): string | undefined =>
  typeof figure === 'object' && figure !== null ? figure.toFixed() : figure?.trim() || undefined;

const formatters = new Map<string, Intl.NumberFormat>();

const formatter = (
  language: LanguageKey,
  minimum: number,
  maximum: number,
  signDisplay: 'negative' | 'exceptZero',
): Intl.NumberFormat => {
  const id = `${language}|${minimum}|${maximum}|${signDisplay}`;
  let found = formatters.get(id);
  if (!found) {
    found = new Intl.NumberFormat(languageTag(language), {
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
      roundingMode: 'trunc',
      signDisplay,
    });
    formatters.set(id, found);
  }
  return found;
};

const format = (
  figure: Figure,
  language: LanguageKey,
  minimum: number,
  maximum: number,
  sign = false,
): string => {
  const text = textOf(figure);
  if (text === undefined) return '--';
  // Text that is not a number (an old stored message's pre-formatted figure) stays as it is.
  if (!isDecimalText(text)) return text;
  // `Intl.NumberFormat.format` takes the decimal string exactly; its type says number.
  return formatter(language, minimum, maximum, sign ? 'exceptZero' : 'negative').format(
    text as unknown as number,
  );
};

const minorUnits = new Map<string, number>();

/**
 * The decimals a currency is shown in: its minor unit (2 for USD, EUR, HKD; 0 for JPY). Kept per
 * currency: every amount on a screen asks, and building a formatter to answer costs far more
 * than the formatting itself.
 */
export const currencyDecimals = (currency: string): number => {
  const own = OWN_CURRENCY_DECIMALS[currency];
  if (own !== undefined) return own;
  let decimals = minorUnits.get(currency);
  if (decimals === undefined) {
    try {
      decimals =
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      decimals = 2;
    }
    // Only ISO-shaped codes are kept, so no input can grow the map without bound.
    if (/^[A-Z]{3}$/.test(currency)) minorUnits.set(currency, decimals);
  }
  return decimals;
};

/** An amount of money in its currency's minor unit: `formatMoney('1234.5', 'USD', 'de')` is `1.234,50`. */
export const formatMoney = (
  value: Figure,
  currency: string,
  language: LanguageKey,
  { sign = false }: { sign?: boolean } = {},
): string => {
  const decimals = currencyDecimals(currency);
  // USDT keeps what arrived on chain, but reads like money: at least 2 decimals.
  return format(value, language, Math.min(2, decimals), decimals, sign);
};

/** The decimals of a tick size: `0.01` → 2, `0.005` → 3, `1` → 0. */
export const tickDecimals = (tickSize: string): number => {
  const [, fraction = ''] = tickSize.split('.');
  return fraction.replace(/0+$/, '').length;
};

/** A price in its instrument's tick decimals: `formatPrice('295.7', '0.01', 'de')` is `295,70`. */
export const formatPrice = (
  value: Figure,
  tickSize: string,
  language: LanguageKey,
  { sign = false }: { sign?: boolean } = {},
): string => {
  const decimals = tickDecimals(tickSize);
  return format(value, language, decimals, decimals, sign);
};

/** A number of shares or units, whole unless it has a fraction (fund units). */
export const formatQuantity = (value: Figure, language: LanguageKey): string =>
  format(value, language, 0, 8);

/** A percentage figure with 2 decimals and, when asked, its sign: `+1,25 %` is for the caller. */
export const formatPercentValue = (
  value: Figure,
  language: LanguageKey,
  { sign = true }: { sign?: boolean } = {},
): string => format(value, language, 2, 2, sign);

/** A plain figure with the given decimals (rates, NAVs): grouping by language. */
export const formatFigure = (value: Figure, language: LanguageKey, decimals: number): string =>
  format(value, language, decimals, decimals);

/** The decimals a decimal string carries, trailing zeros included: `1.50` → 2. */
const carriedDecimals = (text: string): number => text.split('.')[1]?.length ?? 0;

/**
 * A figure with exactly the digits it carries, in the reader's grouping and marks: nothing
 * cut, nothing added (`45123.50` is `45,123.50` in English, `45.123,50` in German).
 */
export const formatDigits = (
  value: Figure,
  language: LanguageKey,
  { sign = false }: { sign?: boolean } = {},
): string => {
  const text = textOf(value);
  const decimals = text ? carriedDecimals(text) : 0;
  return format(text, language, decimals, decimals, sign);
};

/** A price's trailing zeros beyond two places dropped: `0.01000000` → `0.01`, `1.5490` → `1.549`. */
export const trimPriceDecimals = (value: string): string => {
  if (!value.includes('.')) return value;
  const [whole, fraction = ''] = value.split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
};

/**
 * A price where its instrument's tick is not at hand (a message, a list of many markets): the
 * decimals it carries without trailing zeros, at least two (`1.5490` → `1.549`, `7` → `7.00`).
 */
export const formatCarriedPrice = (
  value: Figure,
  language: LanguageKey,
  { sign = false }: { sign?: boolean } = {},
): string => {
  const text = textOf(value);
  if (!text) return '--';
  if (!isDecimalText(text)) return text;
  const trimmed = trimPriceDecimals(text);
  return format(trimmed, language, 2, Math.max(2, carriedDecimals(trimmed)), sign);
};
