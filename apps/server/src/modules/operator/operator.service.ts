import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { operators, operatorSessions } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { burnVerification, verifySecret } from '../security/passwords.ts';
import { hashToken } from '../security/sessions.ts';
import { guardedAttempt } from '../security/throttle.ts';
import { isOperatorRole, type OperatorRole } from './operator-roles.ts';

/** Operator sessions are short: a working day. */
const SESSION_HOURS = 12;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface OperatorActor {
  operatorId: number;
  username: string;
  role: OperatorRole;
  sessionId: number;
}

/** The seed's `POST user/login` (username, password) for the operator console. */
export const operatorLogin = async (
  deps: AppDeps,
  input: { username: string; password: string },
) => {
  const [operator] = await deps.db
    .select()
    .from(operators)
    .where(eq(operators.username, input.username));
  // One counter per operator, counted before the password is checked (a burst of parallel
  // guesses gets five checks, not one each); an unknown name counts on itself, alike.
  const key = operator
    ? `operator-login:operator:${operator.id}`
    : `operator-login:unknown:${input.username.toLowerCase()}`;
  await guardedAttempt(
    deps.db,
    key,
    deps.now(),
    async () =>
      operator
        ? verifySecret(operator.passwordHash, input.password)
        : (await burnVerification(input.password), false),
    () => new DomainError('INVALID_CREDENTIALS'),
  );
  if (!operator) throw new DomainError('INVALID_CREDENTIALS');
  const token = randomBytes(32).toString('base64url');
  await deps.db.insert(operatorSessions).values({
    tokenHash: hashToken(token),
    operatorId: operator.id,
    expiresAt: new Date(deps.now().getTime() + SESSION_HOURS * 3_600_000),
  });
  return { token, username: operator.username, role: operator.role };
};

export const findOperatorSession = async (
  deps: AppDeps,
  token: string,
): Promise<OperatorActor | null> => {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await deps.db
    .select({
      sessionId: operatorSessions.id,
      operatorId: operators.id,
      username: operators.username,
      role: operators.role,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, deps.now()),
      ),
    );
  if (!row || !isOperatorRole(row.role)) return null;
  return { ...row, role: row.role };
};
