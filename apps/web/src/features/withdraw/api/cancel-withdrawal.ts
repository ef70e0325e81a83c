import { withdrawalView, type WithdrawalView } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query/query-keys';
import { EVENT_QUERY_KEYS } from '../../../lib/realtime/customer-events';

/** The customer cancels a waiting withdrawal; the held money is available again. */
export const cancelWithdrawal = async (id: number): Promise<WithdrawalView> =>
  withdrawalView.parse(
    await apiClient.api({ url: `withdraw/${id}/cancel`, method: 'POST', data: {}, prevent: true }),
  );

export const useCancelWithdrawal = ({ onSuccess }: { onSuccess: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSuccess: () => {
      // Its 'withdrawal.reviewed' event refreshes the same, when the socket is open.
      invalidateKeys(queryClient, EVENT_QUERY_KEYS['withdrawal.reviewed']);
      onSuccess();
    },
  });
};
