import { depositReferenceView } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** A reference for the next bank deposit, issued before the transfer that quotes it. */
export const getDepositReference = async (): Promise<string> =>
  depositReferenceView.parse(await apiClient.api({ url: 'deposit/reference' })).reference;

/**
 * Kept for the visit (under 'member', cleared at login and logout): the customer quotes it in
 * the transfer made meanwhile in the banking app; a submitted deposit asks for a new one.
 */
export const DEPOSIT_REFERENCE_KEY = ['member', 'deposit', 'reference'] as const;

export const depositReferenceQueryOptions = () =>
  queryOptions({
    queryKey: DEPOSIT_REFERENCE_KEY,
    queryFn: getDepositReference,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useDepositReference = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...depositReferenceQueryOptions(), enabled });
