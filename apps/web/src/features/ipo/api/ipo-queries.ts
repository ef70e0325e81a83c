import {
  ipoDrawView,
  ipoSubscriptionView,
  ipoView,
  type IPO_LIST_FILTERS,
  type IpoView,
} from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export type IpoFilter = (typeof IPO_LIST_FILTERS)[number];

const ipoList = ipoView.array();
const subscriptionList = ipoSubscriptionView.array();

/** Offerings on one tab: upcoming, open, waiting for allotment (or listing), listed. */
export const useIpos = (status: IpoFilter) =>
  useQuery({
    queryKey: ['ipo', 'list', status],
    queryFn: async (): Promise<IpoView[]> =>
      ipoList.parse(await apiClient.api({ url: 'ipo', data: { status } })),
    staleTime: 10_000,
    refetchInterval: 30_000,
  });

export const useIpo = (id: number, { enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: ['ipo', 'detail', id],
    queryFn: async () => ipoView.parse(await apiClient.api({ url: `ipo/${id}` })),
    enabled,
    refetchInterval: 30_000,
  });

/** The published draw, once the allotment ran (a 404 before). */
export const useIpoDraw = (id: number, { enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: ['ipo', 'draw', id],
    queryFn: async () => ipoDrawView.parse(await apiClient.api({ url: `ipo/${id}/draw` })),
    enabled,
    retry: false,
  });

export const useMyIpoSubscriptions = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: ['ipo', 'mine'],
    queryFn: async () => subscriptionList.parse(await apiClient.api({ url: 'ipo/subscriptions' })),
    enabled,
    staleTime: 5_000,
  });
