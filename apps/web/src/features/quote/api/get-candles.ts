import { candlesResponse, type CandleView } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const CANDLE_INTERVALS = ['1m', '5m', '15m', '1h', '1d', '1w'] as const;
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];
/** The interval a quote opens on. */
export const DEFAULT_CANDLE_INTERVAL: CandleInterval = '5m';
export type Candles = ReturnType<typeof candlesResponse.parse>;
export type { CandleView };

export const getCandles = async (key: string, interval: CandleInterval): Promise<Candles> =>
  candlesResponse.parse(await apiClient.api({ url: 'market/candles', data: { key, interval } }));

export const candlesQueryOptions = (key: string, interval: CandleInterval) =>
  queryOptions({
    queryKey: ['market', 'candles', key, interval],
    queryFn: () => getCandles(key, interval),
    staleTime: 60_000,
  });

export const useCandles = (key: string, interval: CandleInterval, enabled: boolean) =>
  useQuery({ ...candlesQueryOptions(key, interval), enabled });
