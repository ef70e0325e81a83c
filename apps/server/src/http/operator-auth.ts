import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { DomainError } from '../lib/domain-error.ts';
import type { OperatorRole } from '../modules/operator/operator-roles.ts';
import { findOperatorSession, type OperatorActor } from '../modules/operator/operator.service.ts';
import { bearerToken } from './bearer-token.ts';

/** An operator session with one of `roles`, or 401 (no session) / 403 (wrong role). */
export const authenticateOperator = async (
  deps: AppDeps,
  request: FastifyRequest,
  roles: readonly OperatorRole[],
): Promise<OperatorActor> => {
  const token = bearerToken(request);
  const operator = token ? await findOperatorSession(deps, token) : null;
  if (!operator) throw new DomainError('UNAUTHORIZED');
  if (!roles.includes(operator.role)) throw new DomainError('FORBIDDEN');
  return operator;
};

export const operatorRef = (operator: OperatorActor): string => `operator:${operator.operatorId}`;
