import { blockDealView, type BlockDealView } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const dealList = blockDealView.array();

/** Block deals open now (set up by operators), soonest closing first. */
export const getBlockDeals = async (): Promise<BlockDealView[]> =>
  dealList.parse(await apiClient.api({ url: 'blocktrade' }));

export const blockDealsQueryOptions = () =>
  queryOptions({ queryKey: ['blocktrade'], queryFn: getBlockDeals, staleTime: 5_000 });

export const useBlockDeals = () =>
  useQuery({ ...blockDealsQueryOptions(), refetchInterval: 15_000 });
