import { quantFundDetail, quantFundView, quantHoldingView } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const fundList = quantFundView.array();
const holdingList = quantHoldingView.array();

/** Every fund with today's NAV and its past return range; NAV moves with the feed. */
export const useQuantFunds = () =>
  useQuery({
    queryKey: ['quant', 'funds'],
    queryFn: async () => fundList.parse(await apiClient.api({ url: 'quant/funds' })),
    staleTime: 10_000,
    refetchInterval: 30_000,
  });

/** One fund with its stored NAV history (and the closes behind each day). */
export const useQuantFund = (id: number | undefined) =>
  useQuery({
    queryKey: ['quant', 'fund', id],
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
    queryKey: ['quant', which],
    queryFn: async () => holdingList.parse(await apiClient.api({ url: `quant/${which}` })),
    enabled,
    staleTime: 5_000,
  });
