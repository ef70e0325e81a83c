import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';

/** One code a minute per recipient and purpose, whether or not an account has that address. */
const PER_TARGET = { points: 1, duration: 60 };
/** Table made by migration 0016 (`code_send_limits`), in the library's own layout. */
const TABLE = 'code_send_limits';

export interface CodeSendLimits {
  /** Counts one code sent to `target` (normalised) from `ip`; RATE_LIMITED past either limit. */
  consume: (target: string, purpose: string, ip: string) => Promise<void>;
  close: () => Promise<void>;
}

/** Keys are hashed: the store then holds no addresses, and a long one fits its 255 characters. */
const keyOf = (value: string) => createHash('sha256').update(value).digest('hex');

const isRefusal = (error: unknown): error is RateLimiterRes => error instanceof RateLimiterRes;

/**
 * Limits on asking for verification codes, counted atomically by rate-limiter-flexible in
 * PostgreSQL (through the app's pool), or in Redis when REDIS_URL is set so that every server
 * copy shares them. Counted by target and by address alike: both answers for a known and an
 * unknown address are the same, so the limit cannot tell them apart (finding 8).
 * Per address: AUTH_RATE_LIMIT_PER_MINUTE codes an hour.
 */
export const createCodeSendLimits = (deps: AppDeps): CodeSendLimits => {
  const perAddress = { points: deps.config.authRateLimitPerMinute, duration: 3600 };
  const redis = deps.config.redisUrl
    ? new Redis(deps.config.redisUrl, { maxRetriesPerRequest: 1 })
    : undefined;
  const limiter = (
    keyPrefix: string,
    limits: { points: number; duration: number },
  ): RateLimiterStoreAbstract =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix, ...limits })
      : new RateLimiterPostgres({
          storeClient: deps.db.$client,
          storeType: 'pool',
          tableName: TABLE,
          tableCreated: true,
          clearExpiredByTimeout: true,
          keyPrefix,
          ...limits,
        });
  const byTarget = limiter('code-target', PER_TARGET);
  const byAddress = limiter('code-ip', perAddress);
  const spend = async (limit: RateLimiterAbstract, key: string) => {
    try {
      await limit.consume(keyOf(key));
    } catch (error) {
      if (isRefusal(error)) throw new DomainError('RATE_LIMITED');
      throw error;
    }
  };
  return {
    consume: async (target, purpose, ip) => {
      await spend(byTarget, `${purpose}:${target}`);
      await spend(byAddress, ip);
    },
    close: async () => void redis?.disconnect(),
  };
};
