import { unreadCountResponse } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useRealtimeConnected } from '../../../lib/realtime/use-realtime-connected';

/** How often the count is asked for while the socket is down. */
const UNREAD_FALLBACK_POLL_MS = 60_000;

export const getUnread = async (): Promise<number> =>
  unreadCountResponse.parse(await apiClient.api({ url: 'inbox/unread' })).unread;

export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: ['inbox', 'unread'],
    queryFn: getUnread,
    staleTime: 0,
    meta: { silent: true },
  });

/**
 * The unread count. While the socket is open it is not polled: every message is written with
 * its 'inbox.message' event (inbox.service.ts), which invalidates ['inbox'] (issue 27 item 4).
 */
export const useUnread = ({ enabled }: { enabled: boolean }) => {
  const connected = useRealtimeConnected();
  return useQuery({
    ...unreadQueryOptions(),
    enabled,
    refetchInterval: connected ? false : UNREAD_FALLBACK_POLL_MS,
  });
};
