import { withdrawalView, type WithdrawalRequest, type WithdrawalView } from '@brokerage/shared';
import { postIdempotent, useIdempotentMutation } from '../../../lib/query/use-idempotent-mutation';

/**
 * Requests a withdrawal. The Idempotency-Key makes a retry of the same confirmation (a lost
 * answer, a double tap) return the first withdrawal instead of reserving the money twice.
 */
export const createWithdrawal = async ({
  request,
  idempotencyKey,
}: {
  request: WithdrawalRequest;
  idempotencyKey: string;
}): Promise<WithdrawalView> =>
  withdrawalView.parse(await postIdempotent('withdraw', request, idempotencyKey));

export const useCreateWithdrawal = (callbacks: {
  onSuccess: (withdrawal: WithdrawalView) => void;
  onError: (error: unknown) => void;
}) =>
  useIdempotentMutation<{ request: WithdrawalRequest }, WithdrawalView>(createWithdrawal, {
    invalidates: [['withdraw'], ['member', 'profile']],
    ...callbacks,
  });
