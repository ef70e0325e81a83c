import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { burnVerification, verifySecret } from '../security/passwords.ts';
import {
  claimAttempt,
  failAttempt,
  FREE_FAILURES,
  freeSlot,
  releaseAttempt,
  type AttemptClaim,
} from '../../lib/throttle/throttle.ts';
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

/**
 * Failures a name allows from all addresses together before it locks: well above one
 * address's five, so a guesser from one address cannot lock the name out for everyone, yet
 * the slow attack from many addresses still meets a lock.
 */
export const ACCOUNT_FREE_FAILURES = 20;

/**
 * The seed's `POST user/login`. Every try is counted before any secret is checked, on the
 * pair of the operator (or the unknown name) and the address it comes from, and on the
 * operator from every address (lib/throttle/throttle.ts): parallel guessing gets a handful of
 * checks and then a lock on that pair, while colleagues behind the same office address, and
 * the operator themself from elsewhere, still sign in; only many failures from many
 * addresses lock the operator everywhere.
 */
export const operatorLogin = async (deps: AppDeps, input: LoginInput, meta: SessionMeta) => {
  const operator = await findOperatorByUsername(deps.db, input.username);
  const now = deps.now();
  const account = operator
    ? `operator-login:operator:${operator.id}`
    : `operator-login:unknown:${input.username.toLowerCase()}`;
  const keys: [string, number][] = [
    [`${account}:address:${meta.ip ?? 'unknown'}`, FREE_FAILURES],
    [account, ACCOUNT_FREE_FAILURES],
  ];
  const claims: AttemptClaim[] = [];
  let verdict: Verdict;
  try {
    for (const [key, free] of keys) claims.push(await claimAttempt(deps.db, key, now, free));
    verdict = await checkSecrets(deps, operator, input);
  } catch (error) {
    // A refused claim or a failed check: slots already taken are given back unjudged.
    for (const claim of claims) await freeSlot(deps.db, claim);
    throw error;
  }
  const failure = failureOf(verdict);
  if (failure !== null || !operator) {
    // A wrong second factor is a failure like a wrong password, on the same counters.
    for (const claim of claims) await failAttempt(deps.db, claim, now);
    throw new DomainError(failure ?? 'INVALID_CREDENTIALS');
  }
  if (verdict === 'second-factor-missing') {
    // The password was right, but that alone forgives nothing: else knowing it would
    // reset the counter between rounds of guessing codes.
    for (const claim of claims) await freeSlot(deps.db, claim);
    throw new DomainError('TOTP_REQUIRED');
  }
  for (const claim of claims) await releaseAttempt(deps.db, claim);
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
  };
};
