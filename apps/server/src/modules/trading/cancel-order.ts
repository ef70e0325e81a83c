import type { Executor } from '../../db/client.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { voidHold } from '../../ledger/holds.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { lockOrder, releaseClosing, updateOrder, type OrderRow } from './trading.repository.ts';
import { entryText } from '../../ledger/memo.ts';
import { storeEvent, transactionWithEvents } from '../../lib/events/event-outbox.ts';

/**
 * A pending order, locked in the caller's transaction (a `transactionWithEvents`), is cancelled
 * by `actor`: a buy's hold returns to cash, a close frees its quantity. `reason` names why when
 * the system cancels it (an error code), none when its customer does.
 */
export const cancelLockedOrder = async (
  tx: Executor,
  pending: OrderRow,
  by: { actor: string; reason?: string },
): Promise<OrderRow> => {
  if (pending.holdId !== null) {
    await voidHold(tx, pending.holdId, {
      ...entryText('orderCancelled', { id: String(pending.id) }),
      // Same reference as the reservation it releases, so the two lines read as a pair.
      reference: `O${pending.id}`,
      actor: by.actor,
    });
  }
  if (pending.positionId !== null) await releaseClosing(tx, pending.positionId, pending.quantity);
  await storeEvent(tx, pending.customerId, 'order.updated', {
    id: pending.id,
    status: 'cancelled',
  });
  return updateOrder(tx, pending.id, { status: 'cancelled', reason: by.reason ?? null });
};

/** The customer cancels one of their pending orders. */
export const cancelOrder = async (
  deps: AppDeps,
  actor: CustomerActor,
  orderId: number,
): Promise<OrderRow> => {
  return transactionWithEvents(deps, async (tx) => {
    const pending = await lockOrder(tx, orderId);
    if (!pending || pending.customerId !== actor.customerId) throw new DomainError('NOT_FOUND');
    if (pending.status !== 'pending') throw new DomainError('ORDER_NOT_PENDING');
    return cancelLockedOrder(tx, pending, { actor: `customer:${actor.customerId}` });
  });
};
