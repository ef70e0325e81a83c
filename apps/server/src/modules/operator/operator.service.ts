import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { burnVerification, verifySecret } from '../security/passwords.ts';
import { AttemptRefused } from '../../lib/throttle/throttle.ts';
import { recordFailedCheck, type FailedCheckReason } from './failed-checks.ts';
import { countedSecretCheck, operatorAccount, unknownNameAccount } from './operator-throttle.ts';
import {
  createOperatorSession,
  findOperatorSession,
  type SessionMeta,
} from './operator-sessions.ts';
import { isOperatorRole } from '../../lib/permissions.ts';
import { hashRecoveryCode, totpStepOf } from '../security/totp.ts';
import {
  claimTotpStep,
  findOperatorByUsername,
  useOperatorRecoveryCode,
  type OperatorRow,
} from './operator.repository.ts';

type LoginInput = { username: string; password: string; totp?: string; recoveryCode?: string };

type Verdict =
  | 'right'
  /** An unknown or disabled name, or a wrong password: nothing more is said. */
  | 'wrong'
  | 'second-factor-missing'
  /** The right password, with a TOTP code that is wrong or whose step was already used. */
  | 'totp-wrong'
  /** The right password, with a recovery code that is unknown or already used. */
  | 'recovery-code-wrong';

/** Right password, and (once enrolled) a fresh TOTP code or an unused recovery code. */
const checkSecrets = async (
  deps: AppDeps,
  operator: OperatorRow | null,
  input: LoginInput,
): Promise<Verdict> => {
  if (!operator || operator.disabledAt) {
    await burnVerification(input.password);
    return 'wrong';
  }
  if (!(await verifySecret(operator.passwordHash, input.password))) return 'wrong';
  if (!operator.totpEnabledAt || !operator.totpSecret) return 'right';
  const now = deps.now();
  if (input.totp) {
    const step = totpStepOf(operator.totpSecret, input.totp, now);
    return step !== null && (await claimTotpStep(deps.db, operator.id, step))
      ? 'right'
      : 'totp-wrong';
  }
  if (input.recoveryCode) {
    const codeHash = hashRecoveryCode(input.recoveryCode);
    return (await useOperatorRecoveryCode(deps.db, operator.id, codeHash, now))
      ? 'right'
      : 'recovery-code-wrong';
  }
  return 'second-factor-missing';
};

/**
 * What a failed check answers. Only someone who gave the right password learns that the
 * second factor was the problem (and which one); every other failure reads the same.
 */
const failureOf = (verdict: Verdict) => {
  if (verdict === 'wrong') return 'INVALID_CREDENTIALS';
  if (verdict === 'totp-wrong') return 'TOTP_INVALID';
  if (verdict === 'recovery-code-wrong') return 'RECOVERY_CODE_INVALID';
  return null;
};

export { ACCOUNT_FREE_FAILURES } from './operator-throttle.ts';

/** What the audit row of a failed sign-in says was wrong (never the secret itself). */
const reasonOf = (verdict: Verdict, operator: OperatorRow | null): FailedCheckReason => {
  if (verdict === 'totp-wrong') return 'totp';
  if (verdict === 'recovery-code-wrong') return 'recovery-code';
  return operator?.disabledAt ? 'disabled' : 'password';
};

/**
 * The seed's `POST user/login`. Every try is counted before any secret is checked, on the
 * pair of the operator (or the unknown name) and the address it comes from, and on the
 * operator from every address (lib/throttle/throttle.ts): parallel guessing gets a handful of
 * checks and then a lock on that pair, while colleagues behind the same office address, and
 * the operator themself from elsewhere, still sign in; only many failures from many
 * addresses lock the operator everywhere. Each failure is in the audit log (failed-checks.ts).
 */
export const operatorLogin = async (deps: AppDeps, input: LoginInput, meta: SessionMeta) => {
  const operator = await findOperatorByUsername(deps.db, input.username);
  const now = deps.now();
  const who = operator ? { operatorId: operator.id } : { username: input.username };
  const account = operator ? operatorAccount(operator.id) : unknownNameAccount(input.username);
  const { verdict, counted } = await countedSecretCheck(deps, account, meta.ip, () =>
    checkSecrets(deps, operator, input),
  ).catch(async (error: unknown) => {
    // One row per lock, not per refused try (which costs the sender nothing).
    if (error instanceof AttemptRefused && error.firstRefusal)
      await recordFailedCheck(
        deps.db,
        'operator.login.failed',
        who,
        { reason: 'locked', lockedForSeconds: Number(error.params.seconds) },
        meta.ip,
      );
    throw error;
  });
  const failure = failureOf(verdict);
  if (failure !== null || !operator) {
    // A wrong second factor is a failure like a wrong password, on the same counters.
    const lockedForSeconds = await counted.fail();
    const reason = reasonOf(verdict, operator);
    await recordFailedCheck(
      deps.db,
      'operator.login.failed',
      who,
      { reason, lockedForSeconds },
      meta.ip,
    );
    throw new DomainError(failure ?? 'INVALID_CREDENTIALS');
  }
  if (verdict === 'second-factor-missing') {
    // The password was right, but that alone forgives nothing: else knowing it would
    // reset the counter between rounds of guessing codes.
    await counted.free();
    throw new DomainError('TOTP_REQUIRED');
  }
  await counted.release();
  const secondFactor = Boolean(operator.totpEnabledAt && (input.totp || input.recoveryCode));
  const session = await createOperatorSession(deps.db, operator.id, meta, now, { secondFactor });
  await writeAudit(deps.db, {
    actor: `operator:${operator.id}`,
    action: 'operator.login',
    subjectType: 'operator',
    subjectId: operator.id,
    before: null,
    after: { totp: Boolean(input.totp), recoveryCode: Boolean(input.recoveryCode) },
    ip: meta.ip,
  });
  const actor = await findOperatorSession(deps.db, session.token, now);
  if (!actor || !isOperatorRole(operator.role)) throw new DomainError('UNAUTHORIZED');
  return {
    token: session.token,
    username: actor.username,
    role: actor.role,
    expiresAt: session.expiresAt.toISOString(),
    totpEnrolled: actor.totpEnrolled,
    mustEnrolTotp: actor.mustEnrolTotp,
    mustChangePassword: actor.mustChangePassword,
  };
};
