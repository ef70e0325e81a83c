import type { FastifyRequest } from 'fastify';
import type { AppDeps, CustomerActor } from '../deps.ts';
import { DomainError } from '../lib/domain-error.ts';
import { findActiveSession, type ActiveSession } from '../modules/security/sessions.ts';
import { bearerToken } from './bearer-token.ts';

/**
 * The customer a session acts for, or 401: a missing, malformed, expired or revoked token
 * are all the same to the caller.
 */
export const actorOf = (session: ActiveSession | null): CustomerActor => {
  if (!session) throw new DomainError('UNAUTHORIZED');
  return {
    customerId: session.customerId,
    sessionId: session.id,
    tradeUnlockedUntil: session.tradeUnlockedUntil,
    vip: session.vip,
  };
};

/** Resolves the session's customer or answers 401. */
export const authenticateCustomer = async (
  deps: AppDeps,
  request: FastifyRequest,
): Promise<CustomerActor> => {
  const token = bearerToken(request);
  return actorOf(token ? await findActiveSession(deps.db, token, deps.now()) : null);
};

export const sessionMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
