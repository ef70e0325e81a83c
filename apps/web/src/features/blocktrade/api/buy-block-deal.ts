import { orderView, type OrderView } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

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
    await apiClient.api({
      url: `blocktrade/${dealId}/buy`,
      method: 'POST',
      data: { quantity, payPassword },
      header: { 'Idempotency-Key': idempotencyKey },
      prevent: true,
    }),
  );

export const useBuyBlockDeal = ({
  onSuccess,
  onError,
}: {
  onSuccess: (order: OrderView) => void;
  onError: (error: unknown) => void;
}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyBlockDeal,
    meta: { silent: true },
    onSuccess: (order) => {
      for (const queryKey of [['blocktrade'], ['trade'], ['funds'], ['member', 'profile']])
        void queryClient.invalidateQueries({ queryKey });
      onSuccess(order);
    },
    onError,
  });
};
