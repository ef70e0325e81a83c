import { instrumentView, parseInstrumentKey, type InstrumentView } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** Name, currency, lot size and tick size of an instrument (the quote and the order screens). */
export const getInstrument = async (market: string, symbol: string): Promise<InstrumentView> =>
  instrumentView.parse(
    await apiClient.api({
      url: `market/instrument/${encodeURIComponent(market)}/${encodeURIComponent(symbol)}`,
    }),
  );

export const instrumentQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['market', 'instrument', key],
    queryFn: () => {
      const parts = parseInstrumentKey(key);
      if (!parts) throw new Error(`bad instrument key ${key}`);
      return getInstrument(parts.market, parts.symbol);
    },
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });

export const useInstrument = (key: string) =>
  useQuery({ ...instrumentQueryOptions(key), enabled: parseInstrumentKey(key) !== undefined });
