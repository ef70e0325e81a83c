import { transferQuote, type TransferQuote } from '@brokerage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

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
    queryKey: ['transfer', 'quote', input.from, input.to, input.amount],
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
    // The platform's rate may change; keep what is shown current.
    refetchInterval: 15_000,
  });
