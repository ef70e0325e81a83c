import { z } from 'zod/mini';
import { currencyCode, decimalString, payPasswordSchema, positiveAmount } from './common.ts';

// ---- funds overview (/pages/fund/index) --------------------------------------------------

export const fundsQuery = z.object({ currency: z._default(currencyCode, 'USD') });

export const fundsAccount = z.object({
  currency: z.string(),
  available: decimalString,
  held: decimalString,
  /** Market value of open positions in this currency; "0" until trading is built. */
  positionsValue: decimalString,
  /** Today's profit of positions in this currency; "0" until trading is built. */
  todayProfit: decimalString,
  /** available + held + positionsValue. */
  total: decimalString,
  /**
   * Display-currency units one unit of this currency is worth (stored rate, no spread);
   * null only for an empty account in a currency that has no stored rate.
   */
  rateToDisplay: z.nullable(decimalString),
});

export const fundsOverview = z.object({
  displayCurrency: z.string(),
  /** The instruments of the open positions valued here: the figures move with their prices. */
  valuedInstruments: z.array(z.string()),
  accounts: z.array(fundsAccount),
  /** Sums converted into the display currency, each rounded down to its decimals. */
  total: z.object({
    available: decimalString,
    held: decimalString,
    positionsValue: decimalString,
    todayProfit: decimalString,
    total: decimalString,
  }),
});

// ---- account transfer (/pages/profile/transfer) ------------------------------------------

export const transferQuoteQuery = z.object({
  from: currencyCode,
  to: currencyCode,
  amount: z.optional(positiveAmount),
});

export const transferQuote = z.object({
  from: z.string(),
  to: z.string(),
  /** The platform's stored rate, before the spread. */
  marketRate: decimalString,
  /** The fraction kept by the platform, e.g. "0.005" for 0.5 %. */
  spread: decimalString,
  /** What one `from` buys: the unrounded stored rate x (1 - spread), truncated once to 8 decimals. */
  rate: decimalString,
  amount: z.nullable(decimalString),
  /** amount x rate, rounded down to the `to` currency's decimals; null without an amount. */
  receive: z.nullable(decimalString),
  /** The available balance in `from`. */
  maxTransferable: decimalString,
});

export const transferRequest = z.object({
  from: currencyCode,
  to: currencyCode,
  amount: positiveAmount,
  payPassword: payPasswordSchema,
});

export const transferView = z.object({
  entryId: z.int(),
  from: z.string(),
  to: z.string(),
  amount: decimalString,
  rate: decimalString,
  receive: decimalString,
  createdAt: z.string(),
});

export type FundsOverview = z.infer<typeof fundsOverview>;
export type FundsAccount = z.infer<typeof fundsAccount>;
export type TransferQuoteQuery = z.infer<typeof transferQuoteQuery>;
export type TransferQuote = z.infer<typeof transferQuote>;
export type TransferRequest = z.infer<typeof transferRequest>;
export type TransferView = z.infer<typeof transferView>;
