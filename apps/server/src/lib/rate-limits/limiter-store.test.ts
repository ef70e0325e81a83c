import net from 'node:net';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.ts';
import { createLimiterStore, isRefusal } from './limiter-store.ts';

/** A port nothing listens on: Redis "down". */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
    });
  });

describe('rate limits while Redis is down', () => {
  it('count in this copy instead of failing the request, and still refuse past the limit', async () => {
    const deps = {
      config: { redisUrl: `redis://127.0.0.1:${await closedPort()}` },
    } as unknown as Pick<AppDeps, 'db' | 'config'>;
    const store = createLimiterStore(deps);
    try {
      const limiter = store.limiter('down', { points: 2, duration: 60 });
      await expect(limiter.consume('k')).resolves.toMatchObject({ remainingPoints: 1 });
      await expect(limiter.consume('k')).resolves.toMatchObject({ remainingPoints: 0 });
      const third = await limiter.consume('k').catch((error: unknown) => error);
      expect(isRefusal(third)).toBe(true);
    } finally {
      await store.close();
    }
  }, 20_000);
});
