import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import {
  claimTotpStep,
  enablePendingTotp,
  findOperatorById,
  lockOperatorById,
  pendingTotpOf,
  replaceOperatorRecoveryCodes,
  setPendingTotpSecret,
} from './operator.repository.ts';
import { recordFailedCheck } from './failed-checks.ts';
import { countedSecretCheck, operatorAccount } from './operator-throttle.ts';
import {
  markSessionSecondFactor,
  revokePasswordOnlySessions,
} from './operator-sessions.repository.ts';
import type { OperatorActor } from '../../lib/permissions.ts';
import {
  hashRecoveryCode,
  newRecoveryCode,
  newTotpSecret,
  RECOVERY_CODE_COUNT,
  totpStepOf,
  totpUri,
} from '../security/totp.ts';

/**
 * Enrolment, step one: a new secret for the QR code, kept aside until a code from the app
 * confirms it. An operator who has TOTP already must have it reset by an admin first.
 */
export const startTotpEnrolment = async (deps: AppDeps, actor: OperatorActor) => {
  const secret = newTotpSecret();
  if (!(await setPendingTotpSecret(deps.db, actor.operatorId, secret)))
    throw new DomainError('TOTP_ALREADY_ENROLLED');
  return { secret, uri: totpUri(secret, actor.username) };
};

/**
 * Enrolment, step two: a right code turns the pending secret on (its step counts as used)
 * and answers ten single-use recovery codes, shown this once and stored hashed. The session
 * that enrolled counts as opened with the code; the operator's other password-only sessions
 * end.
 */
export const confirmTotpEnrolment = async (
  deps: AppDeps,
  actor: OperatorActor,
  code: string,
  ip: string | undefined,
) => {
  const now = deps.now();
  const operator = await pendingTotpOf(deps.db, actor.operatorId);
  if (!operator?.pending || operator.enabledAt) throw new DomainError('TOTP_NOT_STARTED');
  const pending = operator.pending;
  const step = totpStepOf(pending, code, now);
  if (step === null) throw new DomainError('TOTP_INVALID');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.db.transaction(async (tx) => {
    if (!(await enablePendingTotp(tx, actor.operatorId, pending, now)))
      throw new DomainError('TOTP_NOT_STARTED');
    if (!(await claimTotpStep(tx, actor.operatorId, step))) throw new DomainError('TOTP_INVALID');
    // This session just proved a code; every session the password alone opened is over.
    await markSessionSecondFactor(tx, actor.sessionId);
    await revokePasswordOnlySessions(tx, actor.operatorId, now, actor.sessionId);
    await replaceOperatorRecoveryCodes(tx, actor.operatorId, codes.map(hashRecoveryCode));
    await writeAudit(tx, {
      actor: `operator:${actor.operatorId}`,
      action: 'operator.totp.enrol',
      subjectType: 'operator',
      subjectId: actor.operatorId,
      before: { totpEnrolled: false },
      after: { totpEnrolled: true },
      ip,
    });
  });
  return { recoveryCodes: codes };
};

/**
 * Ten new recovery codes, shown this once and stored hashed; the old ones, used or not, stop
 * working in the same transaction. Proven with a fresh code of the authenticator (a code's
 * step is taken, so it works once), not the password: recovery codes stand in for the device,
 * so only its holder renews them, and a session whose token leaked cannot. A wrong code counts
 * against the sign-in back-off (operator-throttle.ts) and is in the audit log.
 */
export const regenerateRecoveryCodes = async (
  deps: AppDeps,
  actor: OperatorActor,
  code: string,
  ip: string | undefined,
) => {
  const operator = await findOperatorById(deps.db, actor.operatorId);
  const secret = operator?.totpEnabledAt ? operator.totpSecret : null;
  if (!operator || !secret) throw new DomainError('TOTP_NOT_ENROLLED');
  const now = deps.now();
  const { verdict: right, counted } = await countedSecretCheck(
    deps,
    operatorAccount(operator.id),
    ip,
    async () => {
      const step = totpStepOf(secret, code, now);
      return step !== null && (await claimTotpStep(deps.db, operator.id, step));
    },
  );
  if (!right) {
    const lockedForSeconds = await counted.fail();
    await recordFailedCheck(
      deps.db,
      'operator.recovery-codes.regenerate.failed',
      { operatorId: operator.id },
      { reason: 'totp', lockedForSeconds },
      ip,
    );
    throw new DomainError('TOTP_INVALID');
  }
  await counted.release();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.db.transaction(async (tx) => {
    // Two renewals at once (two fresh codes) replace in turn: never twenty live codes.
    await lockOperatorById(tx, operator.id);
    await replaceOperatorRecoveryCodes(tx, operator.id, codes.map(hashRecoveryCode));
    await writeAudit(tx, {
      actor: `operator:${operator.id}`,
      action: 'operator.recovery-codes.regenerate',
      subjectType: 'operator',
      subjectId: operator.id,
      before: null,
      after: { recoveryCodes: RECOVERY_CODE_COUNT },
      ip,
    });
  });
  return { recoveryCodes: codes };
};
