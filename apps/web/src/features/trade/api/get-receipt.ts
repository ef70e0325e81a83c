import { receiptView } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { tradeKeys } from './trade-keys';

export type Receipt = ReturnType<typeof receiptView.parse>;

/** The execution receipt of a filled order: the quote at the moment of the fill and the fee. */
export const getReceipt = async (orderId: number): Promise<Receipt> =>
  receiptView.parse(await apiClient.api({ url: `orders/${orderId}/receipt` }));

export const receiptQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: tradeKeys.receipt(orderId),
    queryFn: () => getReceipt(orderId),
    // A fill never changes.
    staleTime: Infinity,
  });

export const useReceipt = (orderId: number | undefined) =>
  useQuery({ ...receiptQueryOptions(orderId ?? 0), enabled: orderId !== undefined });
