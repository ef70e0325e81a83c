import { bankCardView } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { cardsKey } from './card-keys';
import { z } from 'zod/mini';

export type BankCard = ReturnType<typeof bankCardView.parse>;

const bankCardList = z.array(bankCardView);

export const getBankCards = async (): Promise<BankCard[]> =>
  bankCardList.parse(await apiClient.api({ url: 'card/bank' }));

export const bankCardsQueryOptions = () =>
  queryOptions({ queryKey: cardsKey('bank'), queryFn: getBankCards });

export const useBankCards = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...bankCardsQueryOptions(), enabled });
