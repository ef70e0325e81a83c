import { z } from 'zod';
import { MARKET_CODES } from '../enums.ts';
import { decimalString, isoInstant, safeString } from './common.ts';

/** The ten markets, plus IT and JP whose calendars only world indices use. */
export const calendarCode = z.enum([...MARKET_CODES, 'IT', 'JP'], 'validation.marketInvalid');
export const instrumentKind = z.enum(['stock', 'fund', 'index'], 'validation.invalid');

export const instrumentView = z.object({
  /** `MARKET:SYMBOL`: a symbol is unique only within its market. */
  key: z.string(),
  market: calendarCode,
  symbol: z.string(),
  name: z.string(),
  currency: z.string(),
  kind: instrumentKind,
  tickSize: decimalString,
  lotSize: z.number().int(),
  halted: z.boolean(),
  /** Why trading is halted, as the operator gave it (issue 28 item 4); null while trading. */
  haltReason: z.string().nullable(),
});

export const instrumentsQuery = z.object({
  market: calendarCode.optional(),
  kind: instrumentKind.optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const instrumentParams = z.object({
  market: calendarCode,
  symbol: safeString().trim().min(1).max(16),
});

export const searchQuery = z.object({
  q: safeString().trim().min(1, 'validation.required').max(40, 'validation.tooLong'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export type InstrumentView = z.infer<typeof instrumentView>;

export const quoteSource = z.enum(['simulated', 'live']);

/** A live quote; prices and volume are decimal strings, change % has two decimals. */
export const quoteView = z.object({
  key: z.string(),
  symbol: z.string(),
  market: calendarCode,
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  previousClose: decimalString.nullable(),
  change: decimalString.nullable(),
  changePercent: decimalString.nullable(),
  volume: decimalString,
  bid: decimalString,
  ask: decimalString,
  time: z.string(),
  isOpen: z.boolean(),
  stale: z.boolean(),
  /** 'simulated' obliges every screen to say "Simulated prices". */
  source: quoteSource,
});

const instrumentKeyList = safeString()
  .trim()
  .min(1, 'validation.required')
  .max(2000, 'validation.tooLong')
  .transform((value) =>
    value
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(24)).min(1).max(100, 'validation.tooMany'));

export const quotesQuery = z.object({ keys: instrumentKeyList });

export const marketStatusQuery = z.object({ market: calendarCode });
/** Whether a market trades now and, when not, the instant its next session starts. */
export const marketStatus = z.object({
  market: calendarCode,
  isOpen: z.boolean(),
  /** The exchange's IANA zone, for showing the opening in the market's local time. */
  timezone: z.string(),
  /** ISO instant; `null` while open. */
  nextOpen: z.string().nullable(),
});
export type MarketStatus = z.infer<typeof marketStatus>;

export const candleInterval = z.enum(
  ['1m', '5m', '15m', '1h', '1d', '1w'],
  'validation.intervalInvalid',
);

export const candlesQuery = z.object({
  key: safeString().trim().min(1, 'validation.required').max(24, 'validation.tooLong'),
  interval: candleInterval,
  from: isoInstant().optional(),
  to: isoInstant().optional(),
});

export const candleView = z.object({
  time: z.string(),
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: decimalString,
});

export const candlesResponse = z.object({
  key: z.string(),
  interval: candleInterval,
  source: quoteSource,
  candles: z.array(candleView),
});

export const moversQuery = z.object({
  market: calendarCode,
  limit: z.coerce.number().int().min(1).max(20).default(5),
});
export const moversResponse = z.object({
  gainers: z.array(quoteView),
  losers: z.array(quoteView),
  source: quoteSource,
});

export type QuoteView = z.infer<typeof quoteView>;
export type CandleView = z.infer<typeof candleView>;
