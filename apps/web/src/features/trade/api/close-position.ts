import { orderView, type ClosePositionRequest, type OrderView } from '@brokerage/shared';
import { apiClient } from '../../../lib/api-client';
import { useSilentMutation } from '../../../lib/query/use-silent-mutation';
import { TRADING_QUERY_KEYS } from './trade-keys';

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

export const useClosePosition = (callbacks: {
  onSuccess: (order: OrderView) => void;
  onError: (error: unknown) => void;
}) => useSilentMutation(closePosition, { invalidates: TRADING_QUERY_KEYS, ...callbacks });
