import { withdrawalQuote, type WithdrawalQuote } from '@brokerage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';

export interface QuoteInput {
  type: 'bank' | 'crypto';
  currency: string;
  amount: string;
}

/** Fee, total, minimum, available and the processing promise, before the customer confirms. */
export const getWithdrawQuote = async (input: QuoteInput): Promise<WithdrawalQuote> =>
  withdrawalQuote.parse(await apiClient.api({ url: 'withdraw/quote', data: input }));

export const withdrawQuoteQueryOptions = (input: QuoteInput) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.withdraw, 'quote', input.type, input.currency, input.amount],
    queryFn: () => getWithdrawQuote(input),
    staleTime: 15_000,
    // Shown beside the amount, not as a toast.
    meta: { silent: true },
  });

export const useWithdrawQuote = (input: QuoteInput, { enabled }: { enabled: boolean }) =>
  useQuery({ ...withdrawQuoteQueryOptions(input), enabled, placeholderData: keepPreviousData });
