import { apiClient } from '../../../lib/api-client';
import { watchlistList, type WatchlistView } from './get-watchlists';
import { useWatchlistMutation } from './use-watchlist-mutation';

export interface RenameInput {
  id: number;
  name: string;
}

export const renameWatchlist = async ({ id, name }: RenameInput): Promise<WatchlistView[]> =>
  watchlistList.parse(
    await apiClient.api({ url: `watchlists/${id}`, method: 'PUT', data: { name }, prevent: true }),
  );

export const useRenameWatchlist = (
  options: Parameters<typeof useWatchlistMutation<RenameInput>>[1],
) => useWatchlistMutation(renameWatchlist, options);
