import { apiClient } from '../../../lib/api-client';
import { watchlistList, type WatchlistView } from './get-watchlists';
import { useWatchlistMutation } from './use-watchlist-mutation';

export interface ItemInput {
  id: number;
  key: string;
}

export const addWatchlistItem = async ({ id, key }: ItemInput): Promise<WatchlistView[]> =>
  watchlistList.parse(
    await apiClient.api({ url: `watchlists/${id}/items`, method: 'POST', data: { key } }),
  );

export const useAddWatchlistItem = (
  options: Parameters<typeof useWatchlistMutation<ItemInput>>[1],
) => useWatchlistMutation(addWatchlistItem, options);
