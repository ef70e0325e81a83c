import { watchlistView, type WatchlistView } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { z } from 'zod/mini';

export const watchlistList = z.array(watchlistView);
export type { WatchlistView };

export const WATCHLISTS_KEY = ['watchlists'] as const;

export const getWatchlists = async (): Promise<WatchlistView[]> =>
  watchlistList.parse(await apiClient.api({ url: 'watchlists' }));

export const watchlistsQueryOptions = () =>
  queryOptions({
    queryKey: WATCHLISTS_KEY,
    queryFn: getWatchlists,
    // Lists change from other screens and devices; each screen that shows them asks again.
    staleTime: 0,
  });

export const useWatchlists = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...watchlistsQueryOptions(), enabled });
