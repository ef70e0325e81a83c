import { withdrawalReadiness, type WithdrawalBlocker } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** What the customer must do before withdrawing, asked when the screen opens. */
export const getWithdrawReadiness = async (type: 'bank' | 'crypto'): Promise<WithdrawalBlocker[]> =>
  withdrawalReadiness.parse(await apiClient.api({ url: 'withdraw/readiness', data: { type } }))
    .missing;

export const withdrawReadinessQueryOptions = (type: 'bank' | 'crypto') =>
  queryOptions({
    queryKey: ['member', 'withdraw', 'readiness', type],
    queryFn: () => getWithdrawReadiness(type),
    // Fixed on other pages (KYC, pay password): asked again whenever the screen comes back.
    staleTime: 0,
  });

export const useWithdrawReadiness = (type: 'bank' | 'crypto', { enabled }: { enabled: boolean }) =>
  useQuery({ ...withdrawReadinessQueryOptions(type), enabled });
