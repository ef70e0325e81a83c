import { fundsOverview, type FundsOverview } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Per currency available, held, positions at market value, today's profit; totals converted. */
export const getFunds = async (currency: string): Promise<FundsOverview> =>
  fundsOverview.parse(await apiClient.api({ url: 'funds', data: { currency } }));

export const fundsQueryOptions = (currency: string) =>
  queryOptions({
    queryKey: ['funds', currency],
    queryFn: () => getFunds(currency),
    staleTime: 3_000,
  });

export const useFunds = (
  currency: string,
  { enabled, pollMs }: { enabled: boolean; pollMs?: number },
) => useQuery({ ...fundsQueryOptions(currency), enabled, refetchInterval: pollMs ?? false });
