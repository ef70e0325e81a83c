import { z } from 'zod/mini';
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
  lotSize: z.int(),
  halted: z.boolean(),
  /** Why trading is halted, as the operator gave it (issue 28 item 4); null while trading. */
  haltReason: z.nullable(z.string()),
});

export const instrumentsQuery = z.object({
  market: z.optional(calendarCode),
  kind: z.optional(instrumentKind),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

export const instrumentParams = z.object({
  market: calendarCode,
  symbol: safeString().check(z.trim(), z.minLength(1), z.maxLength(16)),
});

export const searchQuery = z.object({
  q: safeString().check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(40, 'validation.tooLong'),
  ),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
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
  previousClose: z.nullable(decimalString),
  change: z.nullable(decimalString),
  changePercent: z.nullable(decimalString),
  volume: decimalString,
  bid: decimalString,
  ask: decimalString,
  time: z.string(),
  isOpen: z.boolean(),
  stale: z.boolean(),
  /** 'simulated' obliges every screen to say "Simulated prices". */
  source: quoteSource,
});

const instrumentKeyList = z.pipe(
  z.pipe(
    safeString().check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(2000, 'validation.tooLong'),
    ),
    z.transform((value) =>
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    ),
  ),
  z
    .array(z.string().check(z.maxLength(24)))
    .check(z.minLength(1), z.maxLength(100, 'validation.tooMany')),
);

export const quotesQuery = z.object({ keys: instrumentKeyList });

export const marketStatusQuery = z.object({ market: calendarCode });
/** Whether a market trades now and, when not, the instant its next session starts. */
export const marketStatus = z.object({
  market: calendarCode,
  isOpen: z.boolean(),
  /** The exchange's IANA zone, for showing the opening in the market's local time. */
  timezone: z.string(),
  /** ISO instant; `null` while open. */
  nextOpen: z.nullable(z.string()),
});
export type MarketStatus = z.infer<typeof marketStatus>;

/** The most candles one answer may hold (the server's widest range, MAX_CANDLES, alike). */
export const CANDLES_PER_REQUEST = 5000;

export const candleInterval = z.enum(
  ['1m', '5m', '15m', '1h', '1d', '1w'],
  'validation.intervalInvalid',
);

export const candlesQuery = z.object({
  key: safeString().check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(24, 'validation.tooLong'),
  ),
  interval: candleInterval,
  from: z.optional(isoInstant()),
  to: z.optional(isoInstant()),
  /** The last this many candles of the range (without `from`: the last this many before `to`). */
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(CANDLES_PER_REQUEST))),
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
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(20)), 5),
});
export const moversResponse = z.object({
  gainers: z.array(quoteView),
  losers: z.array(quoteView),
  source: quoteSource,
});

export type QuoteView = z.infer<typeof quoteView>;
export type CandleView = z.infer<typeof candleView>;
