import { moversResponse } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../../../lib/api-client';
import { useQuoteStore } from '../../../lib/realtime/quote-store';

export type Movers = ReturnType<typeof moversResponse.parse>;

export const getMovers = async (market: string, limit: number): Promise<Movers> =>
  moversResponse.parse(await apiClient.api({ url: 'market/movers', data: { market, limit } }));

export const moversQueryOptions = (market: string, limit: number) =>
  queryOptions({
    queryKey: ['market', 'movers', market, limit],
    queryFn: () => getMovers(market, limit),
    staleTime: 30_000,
  });

/** Top gainers and losers; their quotes also seed the live quote store. */
export const useMovers = (market: string | undefined, limit: number) => {
  const query = useQuery({ ...moversQueryOptions(market ?? '', limit), enabled: Boolean(market) });
  const data = query.data;
  useEffect(() => {
    if (data) useQuoteStore.getState().merge([...data.gainers, ...data.losers]);
  }, [data]);
  return query;
};
