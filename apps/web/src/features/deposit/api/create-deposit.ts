import { depositView, type DepositRequest, type DepositView } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/format/instant';
import { DEPOSIT_RECORDS_KEY } from './get-deposit-records';
import { DEPOSIT_REFERENCE_KEY } from './get-deposit-reference';

/** Declares a deposit; its times are kept in the zone the customer submitted from. */
export const createDeposit = async (input: DepositRequest): Promise<DepositView> =>
  depositView.parse(
    await apiClient.api({
      url: 'deposit',
      method: 'POST',
      data: input,
      header: { 'x-timezone': browserTimeZone() },
      prevent: true,
    }),
  );

export const useCreateDeposit = ({
  onSuccess,
  onError,
}: {
  onSuccess: (deposit: DepositView) => void;
  onError: (error: unknown) => void;
}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDeposit,
    meta: { silent: true },
    onSuccess: (deposit) => {
      void queryClient.invalidateQueries({ queryKey: DEPOSIT_RECORDS_KEY });
      // Used now: the next deposit quotes a new reference.
      void queryClient.invalidateQueries({ queryKey: DEPOSIT_REFERENCE_KEY });
      onSuccess(deposit);
    },
    onError,
  });
};
