import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { DomainError } from '../lib/domain-error.ts';
import type { OperatorRole, OperatorActor } from '../lib/permissions.ts';
import { findOperatorSession } from '../modules/operator/operator-sessions.ts';
import { bearerToken } from './bearer-token.ts';

export interface OperatorAuth {
  operator: readonly OperatorRole[];
  /** Open to a session that still has to enrol TOTP (enrolment itself, logout, `GET user`). */
  beforeTotp?: true;
  /** Open to a session whose password an admin reset (the change itself, logout, `GET user`). */
  beforePasswordChange?: true;
}

/**
 * An operator session with one of the declared roles, or 401 (no live session) / 403 (wrong
 * role, a password to change first, or TOTP required and not yet enrolled on a route that
 * needs it).
 */
export const authenticateOperator = async (
  deps: AppDeps,
  request: FastifyRequest,
  auth: OperatorAuth,
): Promise<OperatorActor> => {
  const token = bearerToken(request);
  const operator = token ? await findOperatorSession(deps.db, token, deps.now()) : null;
  if (!operator) throw new DomainError('UNAUTHORIZED');
  if (!auth.operator.includes(operator.role)) throw new DomainError('FORBIDDEN');
  if (operator.mustChangePassword && !auth.beforePasswordChange)
    throw new DomainError('OPERATOR_PASSWORD_CHANGE_REQUIRED');
  if (operator.mustEnrolTotp && !auth.beforeTotp) throw new DomainError('TOTP_ENROLMENT_REQUIRED');
  return operator;
};
