import { quantFundDetail, quantFundView, quantHoldingView } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';
import { z } from 'zod/mini';

const fundList = z.array(quantFundView);
const holdingList = z.array(quantHoldingView);

export const quantKeys = {
  all: QUERY_ROOTS.quant,
  funds: () => [...QUERY_ROOTS.quant, 'funds'] as const,
  fund: (id: number | undefined) => [...QUERY_ROOTS.quant, 'fund', id] as const,
  holdings: (which: 'holdings' | 'history') => [...QUERY_ROOTS.quant, which] as const,
};

/** Every fund with today's NAV and its past return range; NAV moves with the feed. */
export const useQuantFunds = () =>
  useQuery({
    queryKey: quantKeys.funds(),
    queryFn: async () => fundList.parse(await apiClient.api({ url: 'quant/funds' })),
    staleTime: 10_000,
    // Kept while the socket is open: the server strikes today's NAV from live prices on the
    // fund's base and the window opens and closes on time; no event announces either.
    refetchInterval: 30_000,
  });

/** One fund with its stored NAV history (and the closes behind each day). */
export const useQuantFund = (id: number | undefined) =>
  useQuery({
    queryKey: quantKeys.fund(id),
    queryFn: async () => quantFundDetail.parse(await apiClient.api({ url: `quant/funds/${id}` })),
    enabled: id !== undefined,
    staleTime: 10_000,
  });

/** The customer's holdings: in progress (`holdings`) or ended (`history`), newest first. */
export const useQuantHoldings = (
  which: 'holdings' | 'history',
  { enabled }: { enabled: boolean },
) =>
  useQuery({
    queryKey: quantKeys.holdings(which),
    queryFn: async () => holdingList.parse(await apiClient.api({ url: `quant/${which}` })),
    enabled,
    staleTime: 5_000,
  });
