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

/** The list in its new order, before the server confirms it. */
export const reorderLocally = (lists: WatchlistView[], { id, keys }: OrderInput): WatchlistView[] =>
  lists.map((list) => {
    if (list.id !== id) return list;
    const byKey = new Map(list.items.map((item) => [item.key, item]));
    const items = keys.flatMap((key) => {
      const item = byKey.get(key);
      return item ? [item] : [];
    });
    return items.length === list.items.length ? { ...list, items } : list;
  });

export const useReorderWatchlist = (
  options: Parameters<typeof useWatchlistMutation<OrderInput>>[1],
) => useWatchlistMutation(reorderWatchlist, { optimistic: reorderLocally, ...options });
