import { apiClient } from '../../../lib/api-client';
import { watchlistList, type WatchlistView } from './get-watchlists';
import { useWatchlistMutation } from './use-watchlist-mutation';

export const createWatchlist = async (name: string): Promise<WatchlistView[]> =>
  watchlistList.parse(
    await apiClient.api({ url: 'watchlists', method: 'POST', data: { name }, prevent: true }),
  );

export const useCreateWatchlist = (options: Parameters<typeof useWatchlistMutation<string>>[1]) =>
  useWatchlistMutation(createWatchlist, options);
