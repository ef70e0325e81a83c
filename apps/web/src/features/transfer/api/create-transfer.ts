import { transferView, type TransferRequest, type TransferView } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Moves money between two of the customer's currency accounts, as one ledger entry. */
export const createTransfer = async ({
  request,
  idempotencyKey,
}: {
  request: TransferRequest;
  idempotencyKey: string;
}): Promise<TransferView> =>
  transferView.parse(
    await apiClient.api({
      url: 'transfer',
      method: 'POST',
      data: request,
      header: { 'Idempotency-Key': idempotencyKey },
      prevent: true,
    }),
  );

export const useCreateTransfer = ({
  onSuccess,
  onError,
}: {
  onSuccess: (transfer: TransferView) => void;
  onError: (error: unknown) => void;
}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransfer,
    meta: { silent: true },
    onSuccess: (transfer) => {
      for (const queryKey of [['transfer'], ['funds'], ['member', 'profile'], ['statement']])
        void queryClient.invalidateQueries({ queryKey });
      onSuccess(transfer);
    },
    onError,
  });
};
