import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WATCHLISTS_KEY, type WatchlistView } from './get-watchlists';

/**
 * Every watchlist call answers with all the customer's lists, which replace the cache at once.
 * Failures are the caller's to show (meta silent + onError).
 */
export const useWatchlistMutation = <V>(
  mutationFn: (variables: V) => Promise<WatchlistView[]>,
  {
    onSuccess,
    onError,
    optimistic,
  }: {
    onSuccess?: (lists: WatchlistView[], variables: V) => void;
    onError: (e: unknown) => void;
    /** The lists as they will be, shown at once (a reorder should not jump back meanwhile). */
    optimistic?: (lists: WatchlistView[], variables: V) => WatchlistView[];
  },
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onMutate: (variables) => {
      const current = queryClient.getQueryData<WatchlistView[]>(WATCHLISTS_KEY);
      if (optimistic && current)
        queryClient.setQueryData(WATCHLISTS_KEY, optimistic(current, variables));
    },
    onSuccess: (lists, variables) => {
      queryClient.setQueryData(WATCHLISTS_KEY, lists);
      onSuccess?.(lists, variables);
    },
    onError: (error) => {
      if (optimistic) void queryClient.invalidateQueries({ queryKey: WATCHLISTS_KEY });
      onError(error);
    },
  });
};
