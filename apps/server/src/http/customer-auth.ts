import type { FastifyRequest } from 'fastify';
import type { AppDeps, CustomerActor } from '../deps.ts';
import { actorOf, findActiveSession } from '../modules/security/sessions.ts';
import { bearerToken } from './bearer-token.ts';
import type { Book } from '@brokerage/shared';

/** Resolves the session's customer (in `book`) or answers 401. */
export const authenticateCustomer = async (
  deps: AppDeps,
  request: FastifyRequest,
  book: Book,
): Promise<CustomerActor> => {
  const token = bearerToken(request);
  return actorOf(token ? await findActiveSession(deps.db, token, deps.now()) : null, book);
};

export const sessionMeta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});
