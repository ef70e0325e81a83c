import { transferQuote, type TransferQuote } from '@brokerage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';

export interface TransferQuoteInput {
  from: string;
  to: string;
  /** Empty: only the rate and the maximum. */
  amount: string;
}

/** The rate after the spread, what the amount buys, and the most that can be moved. */
export const getTransferQuote = async (input: TransferQuoteInput): Promise<TransferQuote> =>
  transferQuote.parse(
    await apiClient.api({
      url: 'transfer/quote',
      data: { from: input.from, to: input.to, amount: input.amount || undefined },
    }),
  );

export const transferQuoteQueryOptions = (input: TransferQuoteInput) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.transfer, 'quote', input.from, input.to, input.amount],
    queryFn: () => getTransferQuote(input),
    staleTime: 10_000,
    // Shown beside the amount, not as a toast.
    meta: { silent: true },
  });

export const useTransferQuote = (input: TransferQuoteInput, { enabled }: { enabled: boolean }) =>
  useQuery({
    ...transferQuoteQueryOptions(input),
    enabled,
    placeholderData: keepPreviousData,
    // Kept while the socket is open: operators change the stored rates and the spread with no
    // customer event (money events refresh the maximum at once). The quote has no expiry: the
    // transfer is priced when it is made.
    refetchInterval: 15_000,
  });
