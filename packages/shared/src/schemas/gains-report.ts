import { z } from 'zod/mini';
import { currencyCode, decimalString, page, pageQuery } from './common.ts';

/**
 * The realised gains report (issue 30 item 4): a tax year's sales and dividends in one currency.
 * A sale's year is its trade date, the day in its market's time zone on which it filled; a
 * dividend's, its pay date. Without a
 * year, the latest with a sale; without a currency, the first of that year's.
 */
export const gainsReportFilter = z.object({
  year: z.optional(
    z.coerce
      .number('validation.invalid')
      .check(
        z.int('validation.invalid'),
        z.gte(2000, 'validation.invalid'),
        z.lte(2100, 'validation.invalid'),
      ),
  ),
  currency: z.optional(currencyCode),
});
export const gainsReportQuery = z.extend(gainsReportFilter, pageQuery.shape);

/**
 * One sale out of one lot, as the platform's lot accounting matched it (each sale closes
 * shares of the lot it names). Cost is the lot's price times the shares sold; fees are this
 * sale's fee and the part of the lot's opening fee these shares carried; gain is proceeds less
 * cost less fees, the sale's realised P/L.
 */
export const realizedSale = z.object({
  /** The sale's execution receipt (fill). */
  fillId: z.int(),
  positionId: z.int(),
  key: z.string(),
  /** The instrument's name in the reader's language (English, or the key, when it has none). */
  name: z.string(),
  quantity: decimalString,
  /** Trade dates in the market's time zone. */
  acquiredOn: z.string(),
  soldOn: z.string(),
  /** Calendar days from acquiredOn to soldOn. */
  holdingDays: z.int(),
  costPrice: decimalString,
  salePrice: decimalString,
  proceeds: decimalString,
  cost: decimalString,
  openingFee: decimalString,
  saleFee: decimalString,
  fees: decimalString,
  gain: decimalString,
});

export const gainsTotals = z.object({
  sales: z.int(),
  proceeds: decimalString,
  cost: decimalString,
  fees: decimalString,
  /** The sum of the sales that gained, and of those that lost (zero or negative). */
  gains: decimalString,
  losses: decimalString,
  net: decimalString,
});

/**
 * A cash dividend paid on one lot (issue 30 item 3), in the tax year of its pay date: the
 * shares the lot held when the ex-date began, the gross, the market's withholding tax and the
 * net credited to cash.
 */
export const dividendLine = z.object({
  key: z.string(),
  name: z.string(),
  positionId: z.int(),
  exDate: z.string(),
  payDate: z.string(),
  quantity: decimalString,
  perShare: decimalString,
  gross: decimalString,
  withholding: decimalString,
  net: decimalString,
});

export const dividendTotals = z.object({
  gross: decimalString,
  withholding: decimalString,
  net: decimalString,
});

export const gainsReport = z.object({
  /** Null when the customer has sold nothing yet. */
  year: z.nullable(z.int()),
  currency: z.nullable(z.string()),
  /** Tax years with a sale (newest first), and the currencies of the chosen year's sales. */
  years: z.array(z.int()),
  currencies: z.array(z.string()),
  totals: gainsTotals,
  sales: page(realizedSale),
  /** Every dividend of the year and currency (a year holds few: not paged). */
  dividends: z.object({ items: z.array(dividendLine), totals: dividendTotals }),
});

export type GainsReportFilter = z.infer<typeof gainsReportFilter>;
export type GainsReportQuery = z.infer<typeof gainsReportQuery>;
export type RealizedSale = z.infer<typeof realizedSale>;
export type GainsTotals = z.infer<typeof gainsTotals>;
export type GainsReport = z.infer<typeof gainsReport>;
export type DividendLine = z.infer<typeof dividendLine>;
export type DividendTotals = z.infer<typeof dividendTotals>;
