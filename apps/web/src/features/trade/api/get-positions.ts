import { positionView, type PositionView } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useFallbackPoll } from '../../../lib/realtime/use-fallback-poll';
import { tradeKeys } from './trade-keys';
import { z } from 'zod/mini';

const positionList = z.array(positionView);

export const getPositions = async (status: 'open' | 'closed'): Promise<PositionView[]> =>
  positionList.parse(await apiClient.api({ url: 'positions', data: { status } }));

export const positionsQueryOptions = (status: 'open' | 'closed') =>
  queryOptions({
    queryKey: tradeKeys.positions(status),
    queryFn: () => getPositions(status),
    staleTime: 2_000,
  });

/**
 * Open positions: closes, stop loss and take profit change them on the server and announce it
 * with the socket's `order.updated` event; while the socket is down they are polled instead.
 * The floating P/L between refreshes follows the live quotes.
 */
export const usePositions = (
  status: 'open' | 'closed',
  { enabled, poll = true }: { enabled: boolean; poll?: boolean },
) => {
  const refetchInterval = useFallbackPoll(poll && status === 'open' && 4_000);
  return useQuery({
    ...positionsQueryOptions(status),
    enabled,
    refetchInterval,
  });
};
