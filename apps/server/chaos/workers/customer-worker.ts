import { sleep } from '../api-client.ts';
import { deposit, nextAction, type CustomerState } from './customer-actions.ts';
import { identify, PIN, register, type SetupDeps } from './customer-setup.ts';

/** Trading stays unlocked 15 minutes after the pay password: a long run unlocks it again. */
const UNLOCK_AGAIN_MS = 10 * 60_000;

/**
 * A customer: registers, sends a passport, binds a card and deposits, then acts from the menu
 * until the run has done its operations. A registration the faults defeated is tried again.
 */
export const runCustomer = async (deps: SetupDeps & { done: () => boolean }): Promise<void> => {
  let state: CustomerState | undefined;
  for (let attempt = 0; !state && !deps.done(); attempt += 1) {
    const customer = await register(deps, attempt);
    if (!customer) {
      await sleep(1000);
      continue;
    }
    state = { customer, lastPrice: new Map(), pendingOrders: [], waitingWithdrawals: [] };
  }
  if (!state) return;
  await identify(deps, state.customer);
  for (let i = 0; i < 3; i += 1) await deposit(deps, state);
  let unlockedAt = Date.now();
  while (!deps.done()) {
    if (Date.now() - unlockedAt > UNLOCK_AGAIN_MS) {
      await deps.call('POST', 'member/trade-unlock', {
        op: 'member.trade-unlock',
        token: state.customer.token,
        customerId: state.customer.customerId,
        body: { payPassword: PIN },
      });
      unlockedAt = Date.now();
    }
    await nextAction(deps)(deps, state);
    await sleep(deps.random.int(0, 150));
  }
};
