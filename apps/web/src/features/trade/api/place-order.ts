import { orderView, type OrderView, type PlaceOrderRequest } from '@brokerage/shared';
import { postIdempotent, useIdempotentMutation } from '../../../lib/query/use-idempotent-mutation';
import { ORDER_CHANGED_KEYS } from './trade-keys';

/**
 * Places a buy. The Idempotency-Key (one per confirmation) makes a retry after a lost answer
 * return the first order instead of placing a second one.
 */
export const placeOrder = async ({
  request,
  idempotencyKey,
}: {
  request: PlaceOrderRequest;
  idempotencyKey: string;
}): Promise<OrderView> => orderView.parse(await postIdempotent('orders', request, idempotencyKey));

export const usePlaceOrder = (callbacks: {
  onSuccess: (order: OrderView) => void;
  onError: (error: unknown) => void;
}) =>
  useIdempotentMutation<{ request: PlaceOrderRequest }, OrderView>(placeOrder, {
    invalidates: ORDER_CHANGED_KEYS,
    ...callbacks,
  });
