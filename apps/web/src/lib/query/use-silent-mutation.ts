import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation whose failure the caller shows (meta silent + onError). On success the queries it
 * changed are refreshed, then onSuccess runs; with `awaitRefresh` only once they have been
 * fetched again (a list shown next must already hold the change).
 */
export const useSilentMutation = <Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  {
    invalidates,
    awaitRefresh = false,
    onSuccess,
    onError,
  }: {
    invalidates: readonly QueryKey[] | ((variables: Variables) => readonly QueryKey[]);
    awaitRefresh?: boolean;
    onSuccess: (result: Result) => void;
    onError: (error: unknown) => void;
  },
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { silent: true },
    onSuccess: async (result, variables) => {
      const keys = typeof invalidates === 'function' ? invalidates(variables) : invalidates;
      const refreshed = Promise.all(
        keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      if (awaitRefresh) await refreshed;
      onSuccess(result);
    },
    onError,
  });
};
