import { and, eq, isNull } from 'drizzle-orm';
import { operatorRecoveryCodes, operators, operatorSessions } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { claimTotpStep } from './operator.service.ts';
import { revokePasswordOnlySessions } from './operator-sessions.ts';
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
  const started = await deps.db
    .update(operators)
    .set({ totpPendingSecret: secret })
    .where(and(eq(operators.id, actor.operatorId), isNull(operators.totpEnabledAt)))
    .returning({ id: operators.id });
  if (started.length === 0) throw new DomainError('TOTP_ALREADY_ENROLLED');
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
  const [operator] = await deps.db
    .select({ pending: operators.totpPendingSecret, enabledAt: operators.totpEnabledAt })
    .from(operators)
    .where(eq(operators.id, actor.operatorId));
  if (!operator?.pending || operator.enabledAt) throw new DomainError('TOTP_NOT_STARTED');
  const pending = operator.pending;
  const step = totpStepOf(pending, code, now);
  if (step === null) throw new DomainError('TOTP_INVALID');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.db.transaction(async (tx) => {
    const enabled = await tx
      .update(operators)
      .set({ totpSecret: pending, totpPendingSecret: null, totpEnabledAt: now })
      .where(
        and(
          eq(operators.id, actor.operatorId),
          eq(operators.totpPendingSecret, pending),
          isNull(operators.totpEnabledAt),
        ),
      )
      .returning({ id: operators.id });
    if (enabled.length === 0) throw new DomainError('TOTP_NOT_STARTED');
    if (!(await claimTotpStep(tx, actor.operatorId, step))) throw new DomainError('TOTP_INVALID');
    // This session just proved a code; every session the password alone opened is over.
    await tx
      .update(operatorSessions)
      .set({ secondFactor: true })
      .where(eq(operatorSessions.id, actor.sessionId));
    await revokePasswordOnlySessions(tx, actor.operatorId, now, actor.sessionId);
    await tx
      .delete(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.operatorId, actor.operatorId));
    await tx
      .insert(operatorRecoveryCodes)
      .values(codes.map((c) => ({ operatorId: actor.operatorId, codeHash: hashRecoveryCode(c) })));
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
