import { bankCardView, type BankCardRequest } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { BankCard } from './get-bank-cards';

export const addBankCard = async (input: BankCardRequest): Promise<BankCard> =>
  bankCardView.parse(
    await apiClient.api({ url: 'card/bank', method: 'POST', data: input, prevent: true }),
  );

export const useAddBankCard = ({
  onSuccess,
  onError,
}: {
  onSuccess: (card: BankCard) => void;
  onError: (error: unknown) => void;
}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBankCard,
    meta: { silent: true },
    onSuccess: async (card) => {
      await queryClient.invalidateQueries({ queryKey: ['card', 'bank'] });
      onSuccess(card);
    },
    onError,
  });
};
