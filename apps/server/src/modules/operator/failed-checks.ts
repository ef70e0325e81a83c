import type { Executor } from '../../db/client.ts';
import { writeAudit } from '../audit/audit.repository.ts';

/** What was wrong: the password (or the name), the operator is disabled, a code, or a lock ran. */
export type FailedCheckReason = 'password' | 'disabled' | 'totp' | 'recovery-code' | 'locked';

/** The sign-in, and the checks of a secret within a session (a password change, new codes). */
export type FailedCheckAction =
  | 'operator.login.failed'
  | 'operator.password.change.failed'
  | 'operator.recovery-codes.regenerate.failed';

/** Whose secret was tried: the operator, when the name is one's; otherwise the name as typed. */
export type TriedAccount = { operatorId: number } | { username: string };

/**
 * A failed check of an operator's secret in the audit log, with the address it came from:
 * one insert, on the pool (no transaction to roll it back). Written only for a try the
 * throttle let through to a check, or for the first try a lock refused (`AttemptRefused`),
 * never for each refused try: so the throttle that bounds the guesses bounds these rows, and
 * hammering a locked name writes nothing. The secret tried is never recorded.
 */
export const recordFailedCheck = (
  db: Executor,
  action: FailedCheckAction,
  who: TriedAccount,
  failure: { reason: FailedCheckReason; lockedForSeconds: number },
  ip: string | undefined,
): Promise<void> =>
  writeAudit(db, {
    actor: 'operatorId' in who ? `operator:${who.operatorId}` : `operator-name:${who.username}`,
    action,
    subjectType: 'operatorId' in who ? 'operator' : 'operator-name',
    subjectId: 'operatorId' in who ? who.operatorId : who.username,
    before: null,
    after:
      failure.lockedForSeconds > 0
        ? { reason: failure.reason, lockedForSeconds: failure.lockedForSeconds }
        : { reason: failure.reason },
    ip,
  });
