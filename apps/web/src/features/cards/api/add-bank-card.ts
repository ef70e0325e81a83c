import { bankCardView, type BankCardRequest } from '@brokerage/shared';
import { apiWithStepUp } from '../../../lib/security/step-up';
import { useSilentMutation } from '../../../lib/query/use-silent-mutation';
import { cardsKey } from './card-keys';
import type { BankCard } from './get-bank-cards';

export const addBankCard = async (input: BankCardRequest): Promise<BankCard> =>
  bankCardView.parse(
    await apiWithStepUp('payee', { url: 'card/bank', method: 'POST', data: input, prevent: true }),
  );

export const useAddBankCard = (callbacks: {
  onSuccess: (card: BankCard) => void;
  onError: (error: unknown) => void;
}) =>
  useSilentMutation(addBankCard, {
    invalidates: [cardsKey('bank')],
    awaitRefresh: true,
    ...callbacks,
  });
