import { fundsOverview, type FundsOverview } from '@brokerage/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { QUERY_ROOTS } from '../query/query-keys';

/**
 * Per currency available, held, positions at market value, today's profit; totals converted.
 * In the account shown: the practice account's balances are read here, as the profile carries
 * only the real account's (balances.ts).
 */
export const getFunds = async (currency: string): Promise<FundsOverview> =>
  fundsOverview.parse(await apiClient.api({ url: 'funds', data: { currency } }));

export const fundsQueryOptions = (currency: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.funds, currency],
    queryFn: () => getFunds(currency),
    staleTime: 3_000,
  });
