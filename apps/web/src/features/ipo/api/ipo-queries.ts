import {
  ipoDrawView,
  ipoSubscriptionView,
  ipoView,
  type IPO_LIST_FILTERS,
  type IpoView,
} from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';
import { z } from 'zod/mini';

export type IpoFilter = (typeof IPO_LIST_FILTERS)[number];

const ipoList = z.array(ipoView);
const subscriptionList = z.array(ipoSubscriptionView);

export const ipoKeys = {
  all: QUERY_ROOTS.ipo,
  list: (status: IpoFilter) => [...QUERY_ROOTS.ipo, 'list', status] as const,
  detail: (id: number) => [...QUERY_ROOTS.ipo, 'detail', id] as const,
  draw: (id: number) => [...QUERY_ROOTS.ipo, 'draw', id] as const,
  mine: () => [...QUERY_ROOTS.ipo, 'mine'] as const,
};

/**
 * Offerings keep a timer even while the socket is open: everyone's subscribed shares and the
 * status at each scheduled instant change with no customer event to announce them.
 */
const OFFERING_POLL_MS = 30_000;

/** Offerings on one tab: upcoming, open, waiting for allotment (or listing), listed. */
export const useIpos = (status: IpoFilter) =>
  useQuery({
    queryKey: ipoKeys.list(status),
    queryFn: async (): Promise<IpoView[]> =>
      ipoList.parse(await apiClient.api({ url: 'ipo', data: { status } })),
    staleTime: 10_000,
    refetchInterval: OFFERING_POLL_MS,
  });

export const useIpo = (id: number, { enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: ipoKeys.detail(id),
    queryFn: async () => ipoView.parse(await apiClient.api({ url: `ipo/${id}` })),
    enabled,
    refetchInterval: OFFERING_POLL_MS,
  });

/** The published draw, once the allotment ran (a 404 before). */
export const useIpoDraw = (id: number, { enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: ipoKeys.draw(id),
    queryFn: async () => ipoDrawView.parse(await apiClient.api({ url: `ipo/${id}/draw` })),
    enabled,
    retry: false,
  });

export const useMyIpoSubscriptions = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: ipoKeys.mine(),
    queryFn: async () => subscriptionList.parse(await apiClient.api({ url: 'ipo/subscriptions' })),
    enabled,
    staleTime: 5_000,
  });
