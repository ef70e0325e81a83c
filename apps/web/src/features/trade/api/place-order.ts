import { orderView, type OrderView, type PlaceOrderRequest } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateTrading } from './trade-keys';

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
}): Promise<OrderView> =>
  orderView.parse(
    await apiClient.api({
      url: 'orders',
      method: 'POST',
      data: request,
      header: { 'Idempotency-Key': idempotencyKey },
      prevent: true,
    }),
  );

export const usePlaceOrder = ({
  onSuccess,
  onError,
}: {
  onSuccess: (order: OrderView) => void;
  onError: (error: unknown) => void;
}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    meta: { silent: true },
    onSuccess: (order) => {
      invalidateTrading(queryClient);
      onSuccess(order);
    },
    onError,
  });
};
