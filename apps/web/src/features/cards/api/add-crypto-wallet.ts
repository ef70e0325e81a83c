import { cryptoWalletView, type CryptoWalletRequest } from '@brokerage/shared';
import { apiWithStepUp } from '../../../lib/security/step-up';
import { useSilentMutation } from '../../../lib/query/use-silent-mutation';
import { cardsKey } from './card-keys';
import type { CryptoWallet } from './get-crypto-wallets';

export const addCryptoWallet = async (input: CryptoWalletRequest): Promise<CryptoWallet> =>
  cryptoWalletView.parse(
    await apiWithStepUp('payee', {
      url: 'card/crypto',
      method: 'POST',
      data: input,
      prevent: true,
    }),
  );

export const useAddCryptoWallet = (callbacks: {
  onSuccess: (wallet: CryptoWallet) => void;
  onError: (error: unknown) => void;
}) =>
  useSilentMutation(addCryptoWallet, {
    invalidates: [cardsKey('crypto')],
    awaitRefresh: true,
    ...callbacks,
  });
