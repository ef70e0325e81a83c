import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { payPasswordHashLocked } from '../member/member.repository.ts';
import { verifyPayPassword } from '../member/member.service.ts';
import { unlockTrading } from '../security/sessions.ts';

/**
 * Unlocks the session only while the pay password is still the one just verified. The
 * customer row is share-locked, so a change of pay password (which ends every unlock in its
 * own transaction) either waits for this unlock and then ends it, or has committed and makes
 * this check fail: an unlock granted by the old PIN never outlives the change.
 */
const unlockWithVerifiedPin = async (
  deps: AppDeps,
  actor: CustomerActor,
  verifiedHash: string,
): Promise<Date> =>
  deps.db.transaction(async (tx) => {
    if ((await payPasswordHashLocked(tx, actor.personId)) !== verifiedHash)
      throw new DomainError('PAY_PASSWORD_WRONG');
    return unlockTrading(tx, actor.sessionId, deps.now());
  });

/**
 * Orders need the pay password, entered either with the order or, within the last
 * 15 minutes, to unlock trading for this session (as trading apps do, so that a PIN
 * is not typed for every order). Entering it with an order unlocks the session too.
 */
export const authorizeTrade = async (
  deps: AppDeps,
  actor: CustomerActor,
  payPassword: string | undefined,
) => {
  if (payPassword !== undefined) {
    await unlockWithVerifiedPin(
      deps,
      actor,
      await verifyPayPassword(deps, actor.personId, payPassword),
    );
    return;
  }
  const until = actor.tradeUnlockedUntil;
  if (until === null || until <= deps.now()) throw new DomainError('PAY_PASSWORD_REQUIRED');
};

/** `GET member/trade-unlock`: the app skips the PIN while this session is unlocked. */
export const tradeUnlockOf = (deps: AppDeps, actor: CustomerActor) => {
  const until = actor.tradeUnlockedUntil;
  return { until: until !== null && until > deps.now() ? until.toISOString() : null };
};

/** `POST member/trade-unlock`: the pay password once, for the next 15 minutes. */
export const unlockTradingWithPin = async (
  deps: AppDeps,
  actor: CustomerActor,
  payPassword: string,
) => {
  const verifiedHash = await verifyPayPassword(deps, actor.customerId, payPassword);
  return { until: (await unlockWithVerifiedPin(deps, actor, verifiedHash)).toISOString() };
};
