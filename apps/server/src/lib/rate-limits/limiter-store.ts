import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import type { AppDeps } from '../../deps.ts';

export interface Limits {
  points: number;
  /** Seconds. */
  duration: number;
}

/**
 * Counters of rate-limiter-flexible, in a PostgreSQL table of its layout (through the app's
 * pool) or in Redis when REDIS_URL is set, so that every server copy shares them. Either store
 * counts and answers the new count in one statement (an upsert, a Lua script): parallel
 * requests never both see the last point.
 */
export interface LimiterStore {
  limiter: (keyPrefix: string, limits: Limits) => RateLimiterStoreAbstract;
  close: () => Promise<void>;
}

/** `table` is made by a migration (the app never runs DDL itself): key, points, expire. */
export const createLimiterStore = (
  deps: Pick<AppDeps, 'db' | 'config'>,
  table: string,
): LimiterStore => {
  const redis = deps.config.redisUrl
    ? new Redis(deps.config.redisUrl, { maxRetriesPerRequest: 1 })
    : undefined;
  /** Each limiter would sweep the whole table every 5 minutes: one of them does. */
  let sweeper = true;
  return {
    limiter: (keyPrefix, limits) => {
      if (redis) return new RateLimiterRedis({ storeClient: redis, keyPrefix, ...limits });
      const limiter = new RateLimiterPostgres({
        storeClient: deps.db.$client,
        storeType: 'pool',
        tableName: table,
        tableCreated: true,
        clearExpiredByTimeout: sweeper,
        keyPrefix,
        ...limits,
      });
      sweeper = false;
      return limiter;
    },
    close: async () => void redis?.disconnect(),
  };
};

/** Keys are hashed: the store then holds no addresses or tokens, and a long one fits its 255. */
export const limiterKey = (value: string) => createHash('sha256').update(value).digest('hex');

/** The library rejects with its own result when the points are spent. */
export const isRefusal = (error: unknown): error is RateLimiterRes =>
  error instanceof RateLimiterRes;
