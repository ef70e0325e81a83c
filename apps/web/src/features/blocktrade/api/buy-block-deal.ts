import { orderView, type OrderView } from '@brokerage/shared';
import { postIdempotent, useIdempotentMutation } from '../../../lib/query/use-idempotent-mutation';

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
    { invalidates: [['blocktrade'], ['trade'], ['funds'], ['member', 'profile']], ...callbacks },
  );
