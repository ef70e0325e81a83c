import type { AppDeps, CustomerActor } from '../../deps.ts';
import { voidHold } from '../../ledger/holds.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { lockOrder, releaseClosing, updateOrder, type OrderRow } from './trading.repository.ts';
import { entryText } from '../../ledger/memo.ts';
import { storeEvent, transactionWithEvents } from '../../lib/events/event-outbox.ts';

/** A pending order is cancelled: a buy's hold returns to cash, a close frees its quantity. */
export const cancelOrder = async (
  deps: AppDeps,
  actor: CustomerActor,
  orderId: number,
): Promise<OrderRow> => {
  return transactionWithEvents(deps, async (tx) => {
    const pending = await lockOrder(tx, orderId);
    if (!pending || pending.customerId !== actor.customerId) throw new DomainError('NOT_FOUND');
    if (pending.status !== 'pending') throw new DomainError('ORDER_NOT_PENDING');
    if (pending.holdId !== null) {
      await voidHold(tx, pending.holdId, {
        ...entryText('orderCancelled', { id: String(orderId) }),
        // Same reference as the reservation it releases, so the two lines read as a pair.
        reference: `O${orderId}`,
        actor: `customer:${actor.customerId}`,
      });
    }
    if (pending.positionId !== null) await releaseClosing(tx, pending.positionId, pending.quantity);
    await storeEvent(tx, actor.customerId, 'order.updated', { id: orderId, status: 'cancelled' });
    return updateOrder(tx, orderId, { status: 'cancelled' });
  });
};
