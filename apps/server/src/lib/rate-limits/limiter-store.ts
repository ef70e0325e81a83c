import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { AppDeps } from '../../deps.ts';

export interface Limits {
  points: number;
  /** Seconds. */
  duration: number;
}

/**
 * Counters of rate-limiter-flexible, in Redis when REDIS_URL is set (every server copy shares
 * them), else in a PostgreSQL table of its layout (through the app's pool), else in this
 * process. Each store counts and answers the new count in one step (a Lua script, an upsert,
 * one synchronous update): parallel requests never both see the last point.
 */
export interface LimiterStore {
  limiter: (keyPrefix: string, limits: Limits) => RateLimiterAbstract;
  close: () => Promise<void>;
}

/**
 * `table` (made by a migration: the app never runs DDL itself; key, points, expire) for limits
 * that must hold across server copies without Redis: those against guessing and enumeration.
 * Without it, a copy counts in memory: enough for a load limit, and no database write on every
 * request of the hot path.
 */
export const createLimiterStore = (
  deps: Pick<AppDeps, 'db' | 'config'>,
  table?: string,
): LimiterStore => {
  const redis = deps.config.redisUrl
    ? new Redis(deps.config.redisUrl, { maxRetriesPerRequest: 1 })
    : undefined;
  /** Each limiter would sweep the whole table every 5 minutes: one of them does. */
  let sweeper = true;
  return {
    limiter: (keyPrefix, limits) => {
      // While Redis cannot be reached each copy counts alone in memory (a looser limit for a
      // while) rather than failing every request: Redis is optional, the API is not.
      if (redis)
        return new RateLimiterRedis({
          storeClient: redis,
          keyPrefix,
          ...limits,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix, ...limits }),
        });
      if (!table) return new RateLimiterMemory({ keyPrefix, ...limits });
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
