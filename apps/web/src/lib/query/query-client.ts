import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../http/http-error';

/** Set `meta: { silent: true }` on a query or mutation whose failure the UI handles itself. */
export interface RequestMeta extends Record<string, unknown> {
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

/**
 * Whether a query that failed `failures` times is tried again. A 4xx answer will not change, so
 * never. A request that got no answer at all (status 0 or below: offline, timed out, a connection
 * dropped just as the network came back) is tried three times with React Query's back-off
 * (1 s, 2 s, 4 s): the reconnect refetch can itself fail at that edge, and nothing would ask
 * again. Anything else (a 5xx, an answer that did not parse) once.
 */
export const shouldRetry = (failures: number, error: unknown): boolean => {
  if (!isHttpError(error)) return failures < 1;
  if (error.status >= 400 && error.status < 500) return false;
  return failures < (error.status <= 0 ? 3 : 1);
};

/**
 * The UI layer decides what a failure shows: the client reports, this cache hands every
 * unhandled failure to `onFailure` (toasts).
 */
export const createQueryClient = (onFailure: (error: unknown) => void): QueryClient =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) onFailure(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) onFailure(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });
