import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

/** Refusals (4xx) are answers, not hiccups: only transport failures and 5xx are retried once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) =>
        count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
      staleTime: 10_000,
    },
  },
});
