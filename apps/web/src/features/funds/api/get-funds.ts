import { fundsOverview, type FundsOverview } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';

/**
 * How often a screen showing the valuation asks again, socket or not: money events refresh the
 * overview at once, but the server values positions at live prices and no event says a price
 * moved.
 */
const VALUATION_POLL_MS = 10_000;

/** Per currency available, held, positions at market value, today's profit; totals converted. */
export const getFunds = async (currency: string): Promise<FundsOverview> =>
  fundsOverview.parse(await apiClient.api({ url: 'funds', data: { currency } }));

export const fundsQueryOptions = (currency: string) =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.funds, currency],
    queryFn: () => getFunds(currency),
    staleTime: 3_000,
  });

/** `valuation`: the screen shows positions' value and today's profit, which move with prices. */
export const useFunds = (
  currency: string,
  { enabled, valuation = false }: { enabled: boolean; valuation?: boolean },
) =>
  useQuery({
    ...fundsQueryOptions(currency),
    enabled,
    refetchInterval: valuation && VALUATION_POLL_MS,
  });
