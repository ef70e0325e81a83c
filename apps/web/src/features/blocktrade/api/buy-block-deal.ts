import { orderView, type OrderView } from '@brokerage/shared';
import { postIdempotent, useIdempotentMutation } from '../../../lib/query/use-idempotent-mutation';
import { EVENT_QUERY_KEYS } from '../../../lib/realtime/customer-events';

/** Buys from a block deal at its price, through the same order path as any buy. */
export const buyBlockDeal = async ({
  dealId,
  quantity,
  payPassword,
  idempotencyKey,
}: {
  dealId: number;
  quantity: string;
  payPassword: string;
  idempotencyKey: string;
}): Promise<OrderView> =>
  orderView.parse(
    await postIdempotent(`blocktrade/${dealId}/buy`, { quantity, payPassword }, idempotencyKey),
  );

export const useBuyBlockDeal = (callbacks: {
  onSuccess: (order: OrderView) => void;
  onError: (error: unknown) => void;
}) =>
  useIdempotentMutation<{ dealId: number; quantity: string; payPassword: string }, OrderView>(
    buyBlockDeal,
    // The buy is an order: what its 'order.updated' event refreshes, at once.
    { invalidates: EVENT_QUERY_KEYS['order.updated'], ...callbacks },
  );
