import type { FastifyRequest } from 'fastify';
import type { AppDeps, CustomerActor } from '../deps.ts';
import { DomainError } from '../lib/domain-error.ts';
import { findActiveSession } from '../modules/security/sessions.ts';
import { bearerToken } from './bearer-token.ts';

/**
 * Resolves the session's customer or answers 401: a missing, malformed, expired or
 * revoked token are all the same to the caller.
 */
export const authenticateCustomer = async (
  deps: AppDeps,
  request: FastifyRequest,
): Promise<CustomerActor> => {
  const token = bearerToken(request);
  const session = token ? await findActiveSession(deps.db, token, deps.now()) : null;
  if (!session) throw new DomainError('UNAUTHORIZED');
  return {
    customerId: session.customerId,
    sessionId: session.id,
    tradeUnlockedUntil: session.tradeUnlockedUntil,
    vip: session.vip,
  };
};

/**
 * Authenticates while `work`, a read that needs nothing of the customer's, runs beside it,
 * so that the two database round trips overlap. A failed authentication wins over whatever
 * the work threw: a caller without a session learns nothing else.
 */
export const authenticateAlongside = async <T>(
  deps: AppDeps,
  request: FastifyRequest,
  work: Promise<T>,
): Promise<[CustomerActor, T]> => {
  const [actor, result] = await Promise.allSettled([authenticateCustomer(deps, request), work]);
  if (actor.status === 'rejected') throw actor.reason;
  if (result.status === 'rejected') throw result.reason;
  return [actor.value, result.value];
};

export const sessionMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
