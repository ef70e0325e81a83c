import { cryptoWalletView, type CryptoWalletRequest } from '@brokerage/shared';
import { apiClient } from '../../../lib/api-client';
import { useSilentMutation } from '../../../lib/query/use-silent-mutation';
import type { CryptoWallet } from './get-crypto-wallets';

export const addCryptoWallet = async (input: CryptoWalletRequest): Promise<CryptoWallet> =>
  cryptoWalletView.parse(
    await apiClient.api({ url: 'card/crypto', method: 'POST', data: input, prevent: true }),
  );

export const useAddCryptoWallet = (callbacks: {
  onSuccess: (wallet: CryptoWallet) => void;
  onError: (error: unknown) => void;
}) =>
  useSilentMutation(addCryptoWallet, {
    invalidates: [['card', 'crypto']],
    awaitRefresh: true,
    ...callbacks,
  });
