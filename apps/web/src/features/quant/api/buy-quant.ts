import { quantHoldingView, type QuantHoldingView } from '@brokerage/shared';
import { postIdempotent, useIdempotentMutation } from '../../../lib/query/use-idempotent-mutation';

/** Buys units of a fund at today's NAV; one Idempotency-Key per confirmation. */
export const buyQuant = async ({
  fundId,
  amount,
  payPassword,
  idempotencyKey,
}: {
  fundId: number;
  amount: string;
  payPassword: string;
  idempotencyKey: string;
}): Promise<QuantHoldingView> =>
  quantHoldingView.parse(
    await postIdempotent(`quant/funds/${fundId}/buy`, { amount, payPassword }, idempotencyKey),
  );

export const useBuyQuant = (callbacks: {
  onSuccess: (holding: QuantHoldingView) => void;
  onError: (error: unknown) => void;
}) =>
  useIdempotentMutation<{ fundId: number; amount: string; payPassword: string }, QuantHoldingView>(
    buyQuant,
    { invalidates: [['quant'], ['funds'], ['member', 'profile']], ...callbacks },
  );
