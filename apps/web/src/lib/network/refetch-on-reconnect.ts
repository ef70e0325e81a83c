import type { QueryClient } from '@tanstack/react-query';

/**
 * When the connection comes back, every query on screen that failed meanwhile asks again
 * (issue 31 item 2: a page reloaded offline showed its failure after the network was back).
 * React Query refetches stale queries by itself; a failed one waits for its retry timer or
 * for a remount, so it is named here. Answers the unsubscribe.
 */
export const refetchFailedOnReconnect = (client: QueryClient): (() => void) => {
  const onOnline = (): void => {
    void client.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.status === 'error',
    });
  };
  window.addEventListener('online', onOnline);
  return () => window.removeEventListener('online', onOnline);
};
