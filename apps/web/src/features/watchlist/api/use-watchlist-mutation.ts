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
  }: { onSuccess?: (lists: WatchlistView[], variables: V) => void; onError: (e: unknown) => void },
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSuccess: (lists, variables) => {
      queryClient.setQueryData(WATCHLISTS_KEY, lists);
      onSuccess?.(lists, variables);
    },
    onError,
  });
};
