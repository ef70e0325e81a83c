import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { accountFrozenError } from './account-freeze-errors.ts';
import { callRefuseFrozenPurchase } from './member.repository.ts';

/**
 * Refuses a purchase of a customer whose new purchases an operator froze, in the transaction
 * that commits the money (`refuse_frozen_purchase`, db/functions/purchase-freeze.sql: the
 * rule the orders trigger applies too). The customer is told the operator's reason
 * (ACCOUNT_TRADING_FROZEN); an operator acting for the customer (a loan payout) is told that
 * the customer is frozen (CUSTOMER_PURCHASES_FROZEN). The transaction fails as a whole.
 */
export const refuseFrozenPurchase = async (
  tx: Executor,
  customerId: number,
  asker: 'customer' | 'operator',
): Promise<void> => {
  try {
    await callRefuseFrozenPurchase(tx, customerId);
  } catch (error) {
    const frozen = accountFrozenError(error);
    if (!frozen || asker === 'customer') throw frozen ?? error;
    throw new DomainError('CUSTOMER_PURCHASES_FROZEN', frozen.params);
  }
};
