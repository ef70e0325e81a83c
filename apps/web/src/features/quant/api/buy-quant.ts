import { quantHoldingView, type QuantHoldingView } from '@brokerage/shared';
import { BALANCE_QUERY_KEYS, QUERY_ROOTS } from '../../../lib/query/query-keys';
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
    { invalidates: [QUERY_ROOTS.quant, ...BALANCE_QUERY_KEYS], ...callbacks },
  );
