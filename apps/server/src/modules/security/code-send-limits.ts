import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { createLimiterStore, isRefusal, limiterKey } from '../../lib/rate-limits/limiter-store.ts';

/** One code a minute per recipient and purpose, whether or not an account has that address. */
const PER_TARGET = { points: 1, duration: 60 };
/** Table made by migration 0016 (`code_send_limits`), in the library's own layout. */
const TABLE = 'code_send_limits';

export interface CodeSendLimits {
  /** Counts one code sent to `target` (normalised) from `ip`; RATE_LIMITED past either limit. */
  consume: (target: string, purpose: string, ip: string) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Limits on asking for verification codes (lib/rate-limits: PostgreSQL, or Redis shared by
 * every server copy). Counted by target and by address alike: both answers for a known and an
 * unknown address are the same, so the limit cannot tell them apart (finding 8).
 * Per address: AUTH_RATE_LIMIT_PER_MINUTE codes an hour.
 */
export const createCodeSendLimits = (deps: AppDeps): CodeSendLimits => {
  const store = createLimiterStore(deps, TABLE);
  const byTarget = store.limiter('code-target', PER_TARGET);
  const byAddress = store.limiter('code-ip', {
    points: deps.config.authRateLimitPerMinute,
    duration: 3600,
  });
  const spend = async (limit: RateLimiterAbstract, key: string) => {
    try {
      await limit.consume(limiterKey(key));
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
    close: store.close,
  };
};
