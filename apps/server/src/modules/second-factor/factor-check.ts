import type { FactorProof } from '@brokerage/shared';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { hashRecoveryCode, totpStepOf } from '../security/totp.ts';
import { guardedAttempt } from '../../lib/throttle/throttle.ts';
import {
  advancePasskeyCounter,
  claimCustomerTotpStep,
  findPasskey,
  findTotpFactor,
  takeChallenge,
  useRecoveryCode,
} from './second-factor.repository.ts';
import { relyingPartyFor, verifyAssertion, type RequestHost } from './webauthn.ts';

/** The counter every wrong second factor of a customer adds to (sign-in and step-up alike). */
export const secondFactorThrottleKey = (customerId: number) => `second-factor:${customerId}`;

/** Where a passkey answer must come from: the request's host and the challenge's binding. */
export interface PasskeyContext {
  host: RequestHost;
  binding: string;
}

const isRight = async (
  deps: AppDeps,
  customerId: number,
  proof: FactorProof,
  passkey: PasskeyContext,
  now: Date,
): Promise<boolean> => {
  if (proof.method === 'totp') {
    const factor = await findTotpFactor(deps.db, customerId);
    if (!factor?.totpSecret) return false;
    const step = totpStepOf(factor.totpSecret, proof.code, now);
    // A right code of a step already taken is a replay: as wrong as any other.
    return step !== null && claimCustomerTotpStep(deps.db, factor.id, step, now);
  }
  if (proof.method === 'recovery')
    return useRecoveryCode(deps.db, customerId, hashRecoveryCode(proof.code), now);
  const rp = relyingPartyFor(deps.config, passkey.host);
  // The challenge is used up by this answer whatever it turns out to be.
  const challenge = await takeChallenge(
    deps.db,
    { customerId, purpose: 'passkey-verify', binding: passkey.binding },
    now,
  );
  if (challenge === null) return false;
  const row = await findPasskey(deps.db, customerId, proof.assertion.id);
  if (!row) return false;
  const counter = await verifyAssertion(rp, proof.assertion, challenge, row);
  return counter !== null && advancePasskeyCounter(deps.db, row.id, counter, now);
};

/**
 * Checks one of the customer's factors as a counted attempt (lib/throttle/throttle.ts: counted
 * in the statement that lets it through, before the check; five wrong ones lock the key with
 * a doubling wait). TOTP codes are taken once (one step of drift either side), recovery codes
 * once, passkey challenges once with the signature counter moving up.
 */
export const checkFactor = async (
  deps: AppDeps,
  customerId: number,
  proof: FactorProof,
  passkey: PasskeyContext,
): Promise<void> => {
  const now = deps.now();
  await guardedAttempt(
    deps.db,
    secondFactorThrottleKey(customerId),
    now,
    () => isRight(deps, customerId, proof, passkey, now),
    () => new DomainError(proof.method === 'passkey' ? 'PASSKEY_INVALID' : 'TOTP_INVALID'),
  );
};
