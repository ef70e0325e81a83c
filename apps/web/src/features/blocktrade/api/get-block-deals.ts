import { blockDealView, type BlockDealView } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';
import { z } from 'zod/mini';

const dealList = z.array(blockDealView);

/** Block deals open now (set up by operators), soonest closing first. */
export const getBlockDeals = async (): Promise<BlockDealView[]> =>
  dealList.parse(await apiClient.api({ url: 'blocktrade' }));

export const blockDealsQueryOptions = () =>
  queryOptions({ queryKey: QUERY_ROOTS.blocktrade, queryFn: getBlockDeals, staleTime: 5_000 });

/**
 * Keeps its timer while the socket is open: the indicative price follows the ask, and other
 * customers' buys, new deals and closing windows come with no event (a buy of the customer's
 * own is an `order.updated`, which refreshes the list at once).
 */
export const useBlockDeals = () =>
  useQuery({ ...blockDealsQueryOptions(), refetchInterval: 15_000 });
