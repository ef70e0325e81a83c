import { cryptoWalletView, type CryptoWalletRequest } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { CryptoWallet } from './get-crypto-wallets';

export const addCryptoWallet = async (input: CryptoWalletRequest): Promise<CryptoWallet> =>
  cryptoWalletView.parse(
    await apiClient.api({ url: 'card/crypto', method: 'POST', data: input, prevent: true }),
  );

export const useAddCryptoWallet = ({
  onSuccess,
  onError,
}: {
  onSuccess: (wallet: CryptoWallet) => void;
  onError: (error: unknown) => void;
}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCryptoWallet,
    meta: { silent: true },
    onSuccess: async (wallet) => {
      await queryClient.invalidateQueries({ queryKey: ['card', 'crypto'] });
      onSuccess(wallet);
    },
    onError,
  });
};
