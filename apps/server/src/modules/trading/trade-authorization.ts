import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { verifyPayPassword } from '../member/member.service.ts';
import { unlockTrading } from '../security/sessions.ts';

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
    await verifyPayPassword(deps, actor.customerId, payPassword);
    await unlockTrading(deps.db, actor.sessionId, deps.now());
    return;
  }
  const until = actor.tradeUnlockedUntil;
  if (until === null || until <= deps.now()) throw new DomainError('PAY_PASSWORD_REQUIRED');
};

/** `POST member/trade-unlock`: the pay password once, for the next 15 minutes. */
export const unlockTradingWithPin = async (
  deps: AppDeps,
  actor: CustomerActor,
  payPassword: string,
) => {
  await verifyPayPassword(deps, actor.customerId, payPassword);
  return { until: (await unlockTrading(deps.db, actor.sessionId, deps.now())).toISOString() };
};
