import { orderView, type OrderView } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query/query-keys';
import { ORDER_CHANGED_KEYS } from './trade-keys';

/** Cancels a pending order; a buy's reserved cash is available again. */
export const cancelOrder = async (id: number): Promise<OrderView> =>
  orderView.parse(
    await apiClient.api({ url: `orders/${id}/cancel`, method: 'POST', data: {}, prevent: true }),
  );

export const useCancelOrder = ({ onSuccess }: { onSuccess: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => {
      invalidateKeys(queryClient, ORDER_CHANGED_KEYS);
      onSuccess();
    },
  });
};
