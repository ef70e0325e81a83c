import { withdrawalView, type WithdrawalRequest, type WithdrawalView } from '@brokerage/shared';
import { useIdempotentMutation } from '../../../lib/query/use-idempotent-mutation';
import { EVENT_QUERY_KEYS } from '../../../lib/realtime/customer-events';
import { apiWithStepUp } from '../../../lib/security/step-up';

/**
 * Requests a withdrawal. The Idempotency-Key makes a retry of the same confirmation (a lost
 * answer, a double tap) return the first withdrawal instead of reserving the money twice.
 * A customer with a second factor confirms with it when the server asks (issue 24).
 */
export const createWithdrawal = async ({
  request,
  idempotencyKey,
}: {
  request: WithdrawalRequest;
  idempotencyKey: string;
}): Promise<WithdrawalView> =>
  withdrawalView.parse(
    await apiWithStepUp('withdraw', {
      url: 'withdraw',
      method: 'POST',
      data: request,
      header: { 'Idempotency-Key': idempotencyKey },
      prevent: true,
    }),
  );

export const useCreateWithdrawal = (callbacks: {
  onSuccess: (withdrawal: WithdrawalView) => void;
  onError: (error: unknown) => void;
}) =>
  useIdempotentMutation<{ request: WithdrawalRequest }, WithdrawalView>(createWithdrawal, {
    // The money is reserved: what the withdrawal's review event refreshes, at once.
    invalidates: EVENT_QUERY_KEYS['withdrawal.reviewed'],
    ...callbacks,
  });
