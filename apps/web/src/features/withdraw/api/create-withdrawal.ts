import { withdrawalView, type WithdrawalRequest, type WithdrawalView } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

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
  withdrawalView.parse(
    await apiClient.api({
      url: 'withdraw',
      method: 'POST',
      data: request,
      header: { 'Idempotency-Key': idempotencyKey },
      prevent: true,
    }),
  );

export const useCreateWithdrawal = ({
  onSuccess,
  onError,
}: {
  onSuccess: (withdrawal: WithdrawalView) => void;
  onError: (error: unknown) => void;
}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    meta: { silent: true },
    onSuccess: (withdrawal) => {
      void queryClient.invalidateQueries({ queryKey: ['withdraw'] });
      void queryClient.invalidateQueries({ queryKey: ['member', 'profile'] });
      onSuccess(withdrawal);
    },
    onError,
  });
};
