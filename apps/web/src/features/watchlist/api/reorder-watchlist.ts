import { apiClient } from '../../../lib/api-client';
import { watchlistList, type WatchlistView } from './get-watchlists';
import { useWatchlistMutation } from './use-watchlist-mutation';

export interface OrderInput {
  id: number;
  keys: string[];
}

export const reorderWatchlist = async ({ id, keys }: OrderInput): Promise<WatchlistView[]> =>
  watchlistList.parse(
    await apiClient.api({ url: `watchlists/${id}/order`, method: 'PUT', data: { keys } }),
  );

export const useReorderWatchlist = (
  options: Parameters<typeof useWatchlistMutation<OrderInput>>[1],
) => useWatchlistMutation(reorderWatchlist, options);
