import { orderView, type ClosePositionRequest, type OrderView } from '@brokerage/shared';
import { postIdempotent, useIdempotentMutation } from '../../../lib/query/use-idempotent-mutation';
import { ORDER_CHANGED_KEYS } from './trade-keys';

/**
 * Closes all or part of a position: places a sell of `quantity` shares. The Idempotency-Key
 * (one per confirmation) makes a retry after a lost answer return the same sell.
 */
export const closePosition = async ({
  positionId,
  request,
  idempotencyKey,
}: {
  positionId: number;
  request: ClosePositionRequest;
  idempotencyKey: string;
}): Promise<OrderView> =>
  orderView.parse(await postIdempotent(`positions/${positionId}/close`, request, idempotencyKey));

export const useClosePosition = (callbacks: {
  onSuccess: (order: OrderView) => void;
  onError: (error: unknown) => void;
}) =>
  useIdempotentMutation<{ positionId: number; request: ClosePositionRequest }, OrderView>(
    closePosition,
    { invalidates: ORDER_CHANGED_KEYS, ...callbacks },
  );
