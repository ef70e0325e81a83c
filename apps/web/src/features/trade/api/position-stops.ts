import { positionView, type PositionStopsRequest, type PositionView } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query/query-keys';
import { ORDER_CHANGED_KEYS } from './trade-keys';

/** Sets, changes or clears an open lot's stop loss and take profit (null clears one). */
export const setPositionStops = async ({
  positionId,
  request,
}: {
  positionId: number;
  request: PositionStopsRequest;
}): Promise<PositionView> =>
  positionView.parse(
    await apiClient.api({
      url: `positions/${positionId}`,
      method: 'PATCH',
      data: request,
      prevent: true,
    }),
  );

export const useSetPositionStops = ({
  onSuccess,
  onError,
}: {
  onSuccess: (position: PositionView) => void;
  onError: (error: unknown) => void;
}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPositionStops,
    onSuccess: (position) => {
      invalidateKeys(queryClient, ORDER_CHANGED_KEYS);
      onSuccess(position);
    },
    onError,
  });
};
