import { unreadCountResponse } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const getUnread = async (): Promise<number> =>
  unreadCountResponse.parse(await apiClient.api({ url: 'inbox/unread' })).unread;

export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: ['inbox', 'unread'],
    queryFn: getUnread,
    staleTime: 0,
    refetchInterval: 60_000,
    meta: { silent: true },
  });

export const useUnread = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...unreadQueryOptions(), enabled });
