import { Decimal } from '@brokerage/shared';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import {
  instrumentsOf,
  resolveInstrument,
  sharedCalendar,
  UnknownInstrumentError,
  type CalendarCode,
  type Candle,
  type CandleInterval,
} from '../../market/index.ts';
import { DEFAULT_SPAN_MS, HISTORY_SPAN_MS, INTERVAL_MS, MAX_CANDLES } from './candle-ranges.ts';
import { readCandles } from './candle-store.ts';

const resolveKey = (deps: AppDeps, ref: string): string => {
  try {
    return deps.quotes.resolve(ref);
  } catch (error) {
    if (error instanceof UnknownInstrumentError) throw new DomainError('UNKNOWN_INSTRUMENT');
    throw error;
  }
};

/** Open now, or when it opens next, by the exchange calendar the order book trades by. */
export const getMarketStatus = (deps: AppDeps, market: CalendarCode) => {
  const calendar = sharedCalendar({ alwaysOpen: deps.config.marketsAlwaysOpen });
  const now = deps.now();
  const isOpen = calendar.isOpen(market, now);
  return {
    market,
    isOpen,
    timezone: calendar.zoneOf(market),
    nextOpen: isOpen ? null : calendar.nextOpen(market, now).toISOString(),
  };
};

export const getQuotes = (deps: AppDeps, refs: readonly string[]) =>
  deps.quotes.snapshot(refs.map((ref) => resolveKey(deps, ref)));

/**
 * Where a chart's default range ends: now while the market trades (or between two sessions of
 * the day), otherwise the close of its latest session, so an intraday chart of a closed market
 * shows that session's candles rather than the empty hours since.
 */
export const defaultCandlesEnd = (deps: AppDeps, key: string, interval: CandleInterval): Date => {
  const now = deps.now();
  if (INTERVAL_MS[interval] >= INTERVAL_MS['1d']) return now;
  const { market } = resolveInstrument(key);
  const calendar = sharedCalendar({ alwaysOpen: deps.config.marketsAlwaysOpen });
  if (calendar.isOpen(market, now)) return now;
  const close = calendar.sessionClose(market, calendar.latestSessionDate(market, now));
  return close !== null && close < now ? close : now;
};

/**
 * The last `limit` candles before `to`: markets close at night and for weekends, so a span of
 * `limit` candle widths may hold far fewer; it is widened fourfold until it holds enough, or
 * reaches as far back as charts go or as wide as one request may span. Each widening reads only
 * the stretch older than what was read (candles are read by start time in [from, to)).
 */
const lastCandles = async (
  deps: AppDeps,
  key: string,
  interval: CandleInterval,
  to: Date,
  limit: number,
): Promise<Candle[]> => {
  const width = INTERVAL_MS[interval];
  const earliest = deps.now().getTime() - HISTORY_SPAN_MS;
  const widest = Math.min(MAX_CANDLES * width, to.getTime() - earliest);
  if (widest <= 0) throw new DomainError('RANGE_INVALID');
  let candles: Candle[] = [];
  let readFrom = to;
  for (let span = Math.min(limit * width, widest); ; span = Math.min(span * 4, widest)) {
    const from = new Date(to.getTime() - span);
    candles = [...(await readCandles(deps, key, interval, from, readFrom)), ...candles];
    readFrom = from;
    if (candles.length >= limit || span === widest) return candles.slice(-limit);
  }
};

/**
 * Candles of one instrument; the range defaults to a chart's worth (of an intraday interval,
 * ending at the latest session's close while the market is closed) and never reaches the future.
 * With `limit` and no `from`, the last `limit` candles before the end, however far back they
 * are (a phone's chart asks for a screen or two of them, and for older ones as it is scrolled
 * back). Closed candles are read from the table (stored the first time they are asked for),
 * so a reload shows the same past; the candle in progress comes from the feed.
 */
export const getCandles = async (
  deps: AppDeps,
  query: {
    key: string;
    interval: CandleInterval;
    from?: string | undefined;
    to?: string | undefined;
    limit?: number | undefined;
  },
) => {
  const key = resolveKey(deps, query.key);
  const to = query.to
    ? new Date(query.to)
    : query.from
      ? deps.now()
      : defaultCandlesEnd(deps, key, query.interval);
  const answer = (candles: Candle[]) => ({
    key,
    interval: query.interval,
    source: deps.marketData.source,
    candles,
  });
  if (query.limit !== undefined && !query.from)
    return answer(await lastCandles(deps, key, query.interval, to, query.limit));
  const earliest = deps.now().getTime() - HISTORY_SPAN_MS;
  const from = new Date(
    Math.max(
      query.from ? new Date(query.from).getTime() : to.getTime() - DEFAULT_SPAN_MS[query.interval],
      earliest,
    ),
  );
  if (from >= to) throw new DomainError('RANGE_INVALID');
  if ((to.getTime() - from.getTime()) / INTERVAL_MS[query.interval] > MAX_CANDLES)
    throw new DomainError('RANGE_TOO_LARGE');
  const candles = await readCandles(deps, key, query.interval, from, to);
  return answer(query.limit === undefined ? candles : candles.slice(-query.limit));
};

/** The day's biggest gainers and losers among a market's stocks, by change %. */
export const getMovers = (deps: AppDeps, market: CalendarCode, limit: number) => {
  const keys = instrumentsOf(market)
    .filter((i) => i.kind === 'stock')
    .map((i) => `${i.market}:${i.symbol}`);
  const ranked = deps.quotes
    .snapshot(keys)
    .filter((q) => q.changePercent !== null)
    .sort((a, b) => new Decimal(b.changePercent ?? 0).cmp(new Decimal(a.changePercent ?? 0)));
  return {
    gainers: ranked.slice(0, limit),
    losers: ranked.slice(-limit).reverse(),
    source: deps.quotes.source,
  };
};
