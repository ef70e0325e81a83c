import { orderView, type ClosePositionRequest, type OrderView } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateTrading } from './trade-keys';

/** Closes all or part of a position: places a sell of `quantity` shares. */
export const closePosition = async ({
  positionId,
  request,
}: {
  positionId: number;
  request: ClosePositionRequest;
}): Promise<OrderView> =>
  orderView.parse(
    await apiClient.api({
      url: `positions/${positionId}/close`,
      method: 'POST',
      data: request,
      prevent: true,
    }),
  );

export const useClosePosition = ({
  onSuccess,
  onError,
}: {
  onSuccess: (order: OrderView) => void;
  onError: (error: unknown) => void;
}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closePosition,
    meta: { silent: true },
    onSuccess: (order) => {
      invalidateTrading(queryClient);
      onSuccess(order);
    },
    onError,
  });
};
