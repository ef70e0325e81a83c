import { apiClient } from '../../../lib/api-client';
import type { ItemInput } from './add-watchlist-item';
import { watchlistList, type WatchlistView } from './get-watchlists';
import { useWatchlistMutation } from './use-watchlist-mutation';

export const removeWatchlistItem = async ({ id, key }: ItemInput): Promise<WatchlistView[]> =>
  watchlistList.parse(
    await apiClient.api({ url: `watchlists/${id}/items/delete`, method: 'POST', data: { key } }),
  );

export const useRemoveWatchlistItem = (
  options: Parameters<typeof useWatchlistMutation<ItemInput>>[1],
) => useWatchlistMutation(removeWatchlistItem, options);
