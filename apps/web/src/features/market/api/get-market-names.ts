import { instrumentView, page } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const instrumentPage = page(instrumentView);

/**
 * Names of one market's instruments by key: movers answer with quotes only, and rows read
 * better with the company's name. One page of 100 holds every market's catalogue.
 */
export const getMarketNames = async (market: string): Promise<Record<string, string>> => {
  const answer = instrumentPage.parse(
    await apiClient.api({ url: 'market/instruments', data: { market, pageSize: 100 } }),
  );
  return Object.fromEntries(answer.items.map((item) => [item.key, item.name]));
};

export const marketNamesQueryOptions = (market: string) =>
  queryOptions({
    queryKey: ['market', 'names', market],
    queryFn: () => getMarketNames(market),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });

export const useMarketNames = (market: string | undefined) =>
  useQuery({ ...marketNamesQueryOptions(market ?? ''), enabled: Boolean(market) });
