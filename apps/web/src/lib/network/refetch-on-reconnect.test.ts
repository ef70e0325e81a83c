// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchFailedOnReconnect } from './refetch-on-reconnect';

describe('failed queries ask again when the connection is back (issue 31 item 2)', () => {
  it('refetches a query on screen that failed while offline', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let online = false;
    const observer = new QueryObserver(client, {
      queryKey: ['instrument'],
      queryFn: async () => {
        if (!online) throw new Error('network error');
        return 'US:AAPL';
      },
      staleTime: Infinity,
    });
    const stop = observer.subscribe(() => undefined);
    const unsubscribe = refetchFailedOnReconnect(client);
    await expect.poll(() => observer.getCurrentResult().status).toBe('error');
    online = true;
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => observer.getCurrentResult().data).toBe('US:AAPL');
    unsubscribe();
    stop();
  });
});
