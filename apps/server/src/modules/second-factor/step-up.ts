import { randomBytes } from 'node:crypto';
import type { FactorProof, StepUpAction } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { checkFactor } from './factor-check.ts';
import {
  claimStepUp,
  hasFactor,
  insertChallenge,
  insertStepUp,
  listFactors,
} from './second-factor.repository.ts';
import {
  authenticationOptions,
  CHALLENGE_TTL_MS,
  relyingPartyFor,
  sessionBinding,
  type RequestHost,
} from './webauthn.ts';

/** A proof is used within this time of the factor that earned it. */
const STEP_UP_TTL_MS = 5 * 60_000;

/** A passkey challenge for a step-up of `action` in this session. */
export const stepUpPasskeyChallenge = async (
  deps: AppDeps,
  actor: CustomerActor,
  action: StepUpAction,
  host: RequestHost,
) => {
  const rp = relyingPartyFor(deps.config, host);
  const passkeys = (await listFactors(deps.db, actor.customerId)).filter(
    (factor) => factor.kind === 'passkey',
  );
  if (passkeys.length === 0) throw new DomainError('NOT_FOUND');
  const options = await authenticationOptions(rp, passkeys);
  await insertChallenge(deps.db, {
    customerId: actor.customerId,
    purpose: 'passkey-verify',
    binding: sessionBinding(actor.sessionId, action),
    challenge: options.challenge,
    expiresAt: new Date(deps.now().getTime() + CHALLENGE_TTL_MS),
  });
  return options;
};

/**
 * A factor passed for `action`: answers a random proof, stored hashed, that this session may
 * use once for that action within five minutes (`requireStepUp`).
 */
export const passStepUp = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: { action: StepUpAction; proof: FactorProof },
  host: RequestHost,
) => {
  await checkFactor(deps, actor.customerId, input.proof, {
    host,
    binding: sessionBinding(actor.sessionId, input.action),
  });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.now().getTime() + STEP_UP_TTL_MS);
  await insertStepUp(deps.db, {
    token,
    customerId: actor.customerId,
    sessionId: actor.sessionId,
    action: input.action,
    expiresAt,
  });
  return { stepUp: token, expiresAt: expiresAt.toISOString() };
};

/**
 * The server side of a step-up, called in the transaction of the action it guards: a customer
 * with a factor must bring a live, unused proof of this session for this action, and it is
 * used up in one statement (a rollback of the action gives it back). Without a factor the
 * seed's flows stay as they were.
 */
export const requireStepUp = async (
  db: Executor,
  actor: CustomerActor,
  action: StepUpAction,
  proof: string | undefined,
  now: Date,
): Promise<void> => {
  if (!(await hasFactor(db, actor.customerId))) return;
  if (!proof) throw new DomainError('STEP_UP_REQUIRED');
  const claimed = await claimStepUp(
    db,
    { token: proof, customerId: actor.customerId, sessionId: actor.sessionId, action },
    now,
  );
  if (!claimed) throw new DomainError('STEP_UP_INVALID');
};
