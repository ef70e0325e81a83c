import { candlesResponse, type CandleView } from '@brokerage/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const CANDLE_INTERVALS = ['1m', '5m', '15m', '1h', '1d', '1w'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];
/** The interval a quote opens on. */
export const DEFAULT_CANDLE_INTERVAL: CandleInterval = '5m';
export type Candles = ReturnType<typeof candlesResponse.parse>;
export type { CandleView };

/**
 * Candles per request: the 90 a phone's chart shows and as many again to scroll through before
 * older ones are asked for. Reading and drawing a whole range (1,440 five-minute candles) cost
 * the quote's first screen a long task.
 */
export const CANDLES_PER_PAGE = 180;

/** The last CANDLES_PER_PAGE candles, or those before `before` (the oldest one shown). */
export const getCandles = async (
  key: string,
  interval: CandleInterval,
  before: string | undefined,
): Promise<Candles> =>
  candlesResponse.parse(
    await apiClient.api({
      url: 'market/candles',
      data: { key, interval, limit: CANDLES_PER_PAGE, ...(before ? { to: before } : {}) },
    }),
  );

/**
 * Pages from the newest back: the next page is the one before the oldest candle so far. A short
 * page is the last: the server looks back as far as one request may span for a whole page.
 */
export const candlesQueryOptions = (key: string, interval: CandleInterval) =>
  infiniteQueryOptions({
    queryKey: ['market', 'candles', key, interval],
    queryFn: ({ pageParam }) => getCandles(key, interval, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) =>
      last.candles.length < CANDLES_PER_PAGE ? undefined : last.candles[0]?.time,
    staleTime: 60_000,
  });

export const useCandles = (key: string, interval: CandleInterval) =>
  useInfiniteQuery(candlesQueryOptions(key, interval));

/** The candles of the pages loaded so far, oldest first. */
export const candlesOldestFirst = (pages: readonly Candles[] | undefined): CandleView[] =>
  pages ? [...pages].reverse().flatMap((page) => page.candles) : [];
