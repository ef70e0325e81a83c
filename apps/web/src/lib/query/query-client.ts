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
 * The UI layer decides what a failure shows: the client reports, this cache hands every
 * unhandled failure to `onFailure` (toasts). 4xx answers are not retried; they will not change.
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
        retry: (count, error) =>
          !(isHttpError(error) && error.status >= 400 && error.status < 500) && count < 1,
      },
      mutations: { retry: false },
    },
  });
