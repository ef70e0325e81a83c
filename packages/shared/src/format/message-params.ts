import { instrumentKeyText } from '../instrument-key.ts';
import { languageTag, type LanguageKey } from '../enums.ts';
import { formatCalendarDate, isIsoDate } from '../market-time/dates.ts';
import { formatCarriedPrice, formatMoney, formatQuantity } from './number-format.ts';

/** Parameters that hold an amount of the message's `currency`. */
const MONEY = new Set([
  'amount',
  'requested',
  'fee',
  'released',
  'profit',
  'debt',
  'total',
  'minimum',
  'maximum',
  'principal',
  'interest',
  'penalty',
  'gross',
  'withholding',
  'net',
]);
/** Parameters that count shares or units. */
const QUANTITY = new Set(['quantity', 'allotted', 'units']);
/** An instrument's key: written as the app writes it, "PEP US", never the key "US:PEP". */
const INSTRUMENT = new Set(['key']);
/** Prices and NAVs: shown with the decimals they carry (at least 2), without trailing zeros. */
const PRICE = new Set(['price', 'last', 'nav', 'perShare']);
/**
 * Instants (ISO 8601): the reader's way of writing a date and time. The server does not know
 * the reader's time zone, so the time is given in UTC and says so.
 */
const INSTANT = new Set(['until']);
/**
 * Calendar days (YYYY-MM-DD, already a market's or a loan's own day): the reader's way of
 * writing a date (issue 31 item 14: "11 Dec 2026", "11.12.2026", not "2026-12-11"). The day is
 * named as it is, never moved by a time zone.
 */
const DAY = new Set(['dueDate', 'day']);

const formatInstant = (iso: string, language: LanguageKey): string =>
  new Intl.DateTimeFormat(languageTag(language), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));

/**
 * A text's parameters as its reader reads numbers (issue 19 item 2): inbox messages and error
 * messages keep exact decimals and are formatted when read, by the same formatter as the app,
 * so the same message reads `1.234,50` in German and `1,234.50` in English. Text that is not a
 * plain number (an older message's pre-formatted figure) and counts are left as they are.
 */
export const paramsForReader = (
  params: Record<string, string | number>,
  language: LanguageKey,
): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (typeof value === 'number') return [name, value];
      const currency = typeof params.currency === 'string' ? params.currency : undefined;
      if (MONEY.has(name) && currency) return [name, formatMoney(value, currency, language)];
      if (QUANTITY.has(name)) return [name, formatQuantity(value, language)];
      if (INSTRUMENT.has(name)) return [name, instrumentKeyText(value)];
      if (INSTANT.has(name) && !Number.isNaN(Date.parse(value)))
        return [name, formatInstant(value, language)];
      if (DAY.has(name) && isIsoDate(value))
        return [name, formatCalendarDate(value, languageTag(language))];
      if (PRICE.has(name)) return [name, formatCarriedPrice(value, language)];
      return [name, value];
    }),
  );
