import { apiClient } from '../../../lib/api-client';
import { watchlistList, type WatchlistView } from './get-watchlists';
import { useWatchlistMutation } from './use-watchlist-mutation';

export const deleteWatchlist = async (id: number): Promise<WatchlistView[]> =>
  watchlistList.parse(
    await apiClient.api({
      url: `watchlists/${id}/delete`,
      method: 'POST',
      data: {},
      prevent: true,
    }),
  );

export const useDeleteWatchlist = (options: Parameters<typeof useWatchlistMutation<number>>[1]) =>
  useWatchlistMutation(deleteWatchlist, options);
