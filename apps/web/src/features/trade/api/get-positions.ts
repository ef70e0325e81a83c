import { positionView, type PositionView } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const positionList = positionView.array();

export const getPositions = async (status: 'open' | 'closed'): Promise<PositionView[]> =>
  positionList.parse(await apiClient.api({ url: 'positions', data: { status } }));

export const positionsQueryOptions = (status: 'open' | 'closed') =>
  queryOptions({
    queryKey: ['trade', 'positions', status],
    queryFn: () => getPositions(status),
    staleTime: 2_000,
  });

/**
 * Open positions, refreshed every few seconds: closes, stop loss and take profit change them
 * on the server; the floating P/L between refreshes follows the live quotes.
 */
export const usePositions = (
  status: 'open' | 'closed',
  { enabled, poll = true }: { enabled: boolean; poll?: boolean },
) =>
  useQuery({
    ...positionsQueryOptions(status),
    enabled,
    refetchInterval: poll && status === 'open' ? 4_000 : false,
  });
