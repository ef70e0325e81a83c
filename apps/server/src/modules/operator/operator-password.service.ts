import type { AwaitingSecondApprover, OperatorView } from '@brokerage/shared';
import { z } from 'zod';
import type { Transaction } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { ADMINS, isAdminRole, operatorRef, type OperatorActor } from '../../lib/permissions.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import type { AfterCommit } from '../four-eyes/four-eyes-action.ts';
import { proposeAction } from '../four-eyes/four-eyes-proposals.ts';
import { hasIndependentApprover } from '../four-eyes/four-eyes.repository.ts';
import { hashSecret, verifySecret } from '../security/passwords.ts';
import { isCommonPassword } from './common-passwords.ts';
import { recordFailedCheck } from './failed-checks.ts';
import { revokeOperatorSessions } from './operator-sessions.repository.ts';
import {
  countedSecretCheck,
  forgetOperatorFailures,
  operatorAccount,
} from './operator-throttle.ts';
import { findOperatorById, lockOperatorById, setOperatorPassword } from './operator.repository.ts';
import { toView } from './operators.service.ts';

/**
 * An operator's own new password. The current one is checked as a sign-in checks it, on the
 * same counters (operator-throttle.ts): a stolen session cannot guess it faster than the
 * sign-in page could, and a wrong one is in the audit log. The new one follows the rules of a
 * new operator's and must differ from the current one (a temporary password an admin set is
 * never kept). Every other session of the operator ends; this one goes on, and the duty to
 * change the password (after an admin's reset) is over. The audit row never holds a password.
 */
export const changeOwnPassword = async (
  deps: AppDeps,
  actor: OperatorActor,
  input: { currentPassword: string; newPassword: string },
  ip: string | undefined,
): Promise<void> => {
  if (isCommonPassword(input.newPassword)) throw new DomainError('OPERATOR_PASSWORD_COMMON');
  const operator = await findOperatorById(deps.db, actor.operatorId);
  if (!operator) throw new DomainError('UNAUTHORIZED');
  const { verdict: right, counted } = await countedSecretCheck(
    deps,
    operatorAccount(operator.id),
    ip,
    () => verifySecret(operator.passwordHash, input.currentPassword),
  );
  if (!right) {
    const lockedForSeconds = await counted.fail();
    await recordFailedCheck(
      deps.db,
      'operator.password.change.failed',
      { operatorId: operator.id },
      { reason: 'password', lockedForSeconds },
      ip,
    );
    throw new DomainError('OLD_PASSWORD_WRONG');
  }
  await counted.release();
  if (await verifySecret(operator.passwordHash, input.newPassword))
    throw new DomainError('OPERATOR_PASSWORD_UNCHANGED');
  const passwordHash = await hashSecret(input.newPassword);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const changed = await setOperatorPassword(
      tx,
      operator.id,
      { passwordHash, mustChangePassword: false },
      operator.passwordHash,
    );
    // Reset or changed in parallel since it was checked: the current password is not that one.
    if (!changed) throw new DomainError('RECORD_CHANGED');
    await revokeOperatorSessions(tx, operator.id, now, actor.sessionId);
    await writeAudit(tx, {
      actor: operatorRef(actor),
      action: 'operator.password.change',
      subjectType: 'operator',
      subjectId: operator.id,
      before: { mustChangePassword: operator.mustChangePassword },
      after: { mustChangePassword: false },
      ip,
    });
  });
};

/** The reset itself, in a transaction: by the admin alone, or by the approver of a proposal. */
const applyPasswordReset = async (
  tx: Transaction,
  actorRef: string,
  id: number,
  passwordHash: string,
  now: Date,
  ip: string | undefined,
): Promise<OperatorView> => {
  const before = await lockOperatorById(tx, id);
  if (!before) throw new DomainError('NOT_FOUND');
  const after = await setOperatorPassword(tx, id, { passwordHash, mustChangePassword: true });
  if (!after) throw new DomainError('NOT_FOUND');
  await revokeOperatorSessions(tx, id, now);
  await writeAudit(tx, {
    actor: actorRef,
    action: 'operator.password.reset',
    subjectType: 'operator',
    subjectId: id,
    before: { mustChangePassword: before.mustChangePassword },
    after: { mustChangePassword: true },
    ip,
  });
  return toView(after);
};

/**
 * An admin's reset of another operator's password (their own they change themselves): a
 * temporary password, by the rules of a new operator's, that the operator must change at
 * their next sign-in before anything else opens (`mustChangePassword`, checked where
 * `mustEnrolTotp` is: http/operator-auth.ts). All of the operator's sessions end at once, in
 * the transaction of the change; their sign-in failures are forgotten (the reset is how a
 * locked-out operator gets back in). TOTP stays as it was: resetting it is a separate action.
 * Another admin's password takes two admins once an independent one exists: one admin who
 * knows a peer's password (and could reset their TOTP) could otherwise sign in as them and
 * approve their own proposals. The proposal keeps only the hash, never shown.
 */
export const resetOperatorPassword = async (
  deps: AppDeps,
  admin: OperatorActor,
  id: number,
  temporaryPassword: string,
  ip: string | undefined,
): Promise<OperatorView | AwaitingSecondApprover> => {
  if (id === admin.operatorId) throw new DomainError('OPERATOR_SELF_PASSWORD_RESET');
  if (isCommonPassword(temporaryPassword)) throw new DomainError('OPERATOR_PASSWORD_COMMON');
  const passwordHash = await hashSecret(temporaryPassword);
  const answer = await deps.db.transaction(async (tx) => {
    const target = await findOperatorById(tx, id);
    if (!target) throw new DomainError('NOT_FOUND');
    const peerAdmin = isAdminRole(target.role);
    if (peerAdmin && (await hasIndependentApprover(tx, admin.operatorId, ADMINS)))
      return proposeAction(
        tx,
        admin,
        {
          kind: 'operator.password-reset',
          subject: `operator:${id}`,
          input: { id, passwordHash },
          before: { username: target.username, role: target.role },
          after: { username: target.username, role: target.role },
        },
        ip,
      );
    return applyPasswordReset(tx, operatorRef(admin), id, passwordHash, deps.now(), ip);
  });
  if (!('awaitingSecondApprover' in answer)) await forgetOperatorFailures(deps, id);
  return answer;
};

const proposedReset = z.object({ id: z.number().int(), passwordHash: z.string() });

/**
 * The approved reset of an admin's password, in the approval's transaction; the admin whose
 * password it is cannot be its second pair of eyes. Their failures are forgotten after the
 * commit.
 */
export const applyProposedPasswordReset = async (
  tx: Transaction,
  deps: AppDeps,
  approverRef: string,
  proposal: { input: unknown },
  ip: string | undefined,
): Promise<AfterCommit> => {
  const { id, passwordHash } = proposedReset.parse(proposal.input);
  if (approverRef === `operator:${id}`) throw new DomainError('OPERATOR_SELF_CHANGE');
  await applyPasswordReset(tx, approverRef, id, passwordHash, deps.now(), ip);
  return () => forgetOperatorFailures(deps, id);
};
