import { marketItem, type MarketItem } from '@brokerage/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { z } from 'zod/mini';

const marketList = z.array(marketItem);

export const getMarkets = async (): Promise<MarketItem[]> =>
  marketList.parse(await apiClient.api({ url: 'market/app' }));

export const marketsQueryOptions = () =>
  queryOptions({
    queryKey: ['markets'],
    queryFn: getMarkets,
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
