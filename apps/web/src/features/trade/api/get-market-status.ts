import { marketStatus, type MarketStatus } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const getMarketStatus = async (market: string): Promise<MarketStatus> =>
  marketStatus.parse(await apiClient.api({ url: 'market/status', data: { market } }));

/** Read when a quote says the market is closed; the opening instant does not move. */
export const marketStatusQueryOptions = (market: string) =>
  queryOptions({
    queryKey: ['market-status', market],
    queryFn: () => getMarketStatus(market),
    staleTime: 60_000,
    meta: { silent: true },
  });

export const useMarketStatus = (market: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...marketStatusQueryOptions(market), enabled });
