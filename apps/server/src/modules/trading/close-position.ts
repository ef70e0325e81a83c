import { Decimal, type ClosePositionRequest } from '@brokerage/shared';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { authorizeTrade } from './trade-authorization.ts';
import { matchOrder } from './matcher.ts';
import { insertOrder, lockPosition, reserveClosing, type OrderRow } from './trading.repository.ts';

/**
 * Closes all or part of one of the customer's lots with a sell. The quantity is
 * promised to this order at once, so two closes of the same lot cannot both succeed;
 * a close waiting for its market shows as 'closing review'.
 */
export const closePosition = async (
  deps: AppDeps,
  actor: CustomerActor,
  positionId: number,
  input: ClosePositionRequest,
): Promise<OrderRow> => {
  if (input.type === 'limit' && input.price === undefined) throw new DomainError('PRICE_REQUIRED');
  await authorizeTrade(deps, actor, input.payPassword);
  const order = await deps.db.transaction(async (tx) => {
    const position = await lockPosition(tx, positionId);
    if (!position || position.customerId !== actor.customerId) throw new DomainError('NOT_FOUND');
    if (
      new Decimal(input.quantity).gt(new Decimal(position.quantity).minus(position.closingQuantity))
    ) {
      throw new DomainError('CLOSE_EXCEEDS_OPEN');
    }
    if (!(await reserveClosing(tx, positionId, actor.customerId, input.quantity)))
      throw new DomainError('CLOSE_EXCEEDS_OPEN');
    return insertOrder(tx, {
      customerId: actor.customerId,
      instrumentId: position.instrumentId,
      instrumentKey: position.instrumentKey,
      market: position.instrumentKey.split(':')[0] ?? '',
      currency: position.currency,
      side: 'sell',
      type: input.type,
      quantity: input.quantity,
      limitPrice: input.type === 'limit' ? (input.price ?? null) : null,
      positionId,
    });
  });
  return matchOrder(deps, order.id);
};
