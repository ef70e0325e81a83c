import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppDeps } from '../deps.ts';
import { DomainError } from '../lib/domain-error.ts';
import { createLimiterStore, isRefusal, limiterKey } from '../lib/rate-limits/limiter-store.ts';
import { bearerToken } from './bearer-token.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false`: not counted (health probes); `{ max }`: this route's own limit a minute per
     * address instead of RATE_LIMIT_PER_MINUTE (sign-in, codes).
     */
    rateLimit?: false | { max: number };
  }
}

const WINDOW_SECONDS = 60;

interface Count {
  limit: number;
  /** The library's answer: what is left and when the window ends, or its refusal. */
  result: RateLimiterRes;
  refused: boolean;
}

const spend = async (limiter: RateLimiterAbstract, key: string): Promise<Count> => {
  try {
    return {
      limit: limiter.points,
      result: await limiter.consume(limiterKey(key)),
      refused: false,
    };
  } catch (error) {
    if (isRefusal(error)) return { limit: limiter.points, result: error, refused: true };
    throw error;
  }
};

/** The count that binds: a refusal (the longest wait) before the least room left. */
const binding = (counts: Count[]): Count =>
  counts.reduce((worst, count) => {
    if (count.refused !== worst.refused) return count.refused ? count : worst;
    return count.refused
      ? count.result.msBeforeNext > worst.result.msBeforeNext
        ? count
        : worst
      : count.result.remainingPoints < worst.result.remainingPoints
        ? count
        : worst;
  });

/** The IETF draft's RateLimit-* fields (and Retry-After on a refusal), in whole seconds. */
const answerHeaders = (reply: FastifyReply, { limit, result, refused }: Count) => {
  const reset = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
  reply.header('ratelimit-limit', limit);
  reply.header('ratelimit-remaining', refused ? 0 : result.remainingPoints);
  reply.header('ratelimit-reset', reset);
  if (refused) reply.header('retry-after', reset);
};

/**
 * The API's rate limits, on every route under `prefix` and nothing else (the apps' files, icons
 * and version.json are never counted): RATE_LIMIT_PER_MINUTE per client address, and
 * SESSION_RATE_LIMIT_PER_MINUTE per signed-in session (its bearer token, whichever address it
 * comes from). Counted before authentication, so a refused caller costs no session lookup.
 * A refusal is 429 RATE_LIMITED, translated, with Retry-After.
 */
export const registerApiRateLimit = (app: FastifyInstance, deps: AppDeps, prefix: string): void => {
  // A load limit: in Redis when set (all copies), else in this copy's memory, never a database
  // write per request.
  const store = createLimiterStore(deps);
  app.addHook('onClose', store.close);
  const window = (points: number) => ({ points, duration: WINDOW_SECONDS });
  const perAddress = store.limiter('api-ip', window(deps.config.rateLimitPerMinute));
  const perSession = store.limiter('api-session', window(deps.config.sessionRateLimitPerMinute));
  app.addHook('onRoute', (route) => {
    const own = route.config?.rateLimit;
    if (!route.url.startsWith(prefix) || own === false) return;
    const byAddress = own
      ? store.limiter(`api-ip:${String(route.method)}:${route.url}`, window(own.max))
      : perAddress;
    const limit = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerToken(request);
      const counts = await Promise.all([
        spend(byAddress, request.ip),
        ...(token ? [spend(perSession, token)] : []),
      ]);
      const count = binding(counts);
      answerHeaders(reply, count);
      if (count.refused) throw new DomainError('RATE_LIMITED');
    };
    const existing = route.onRequest;
    route.onRequest = [limit, ...(existing ? [existing].flat() : [])];
  });
};
