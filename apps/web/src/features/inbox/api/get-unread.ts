import { unreadCountResponse } from '@brokerage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';
import { useFallbackPoll } from '../../../lib/realtime/use-fallback-poll';

/** How often the count is asked for while the socket is down. */
const UNREAD_FALLBACK_POLL_MS = 60_000;

export const getUnread = async (): Promise<number> =>
  unreadCountResponse.parse(await apiClient.api({ url: 'inbox/unread' })).unread;

export const unreadQueryOptions = () =>
  queryOptions({
    queryKey: [...QUERY_ROOTS.inbox, 'unread'],
    queryFn: getUnread,
    staleTime: 0,
    meta: { silent: true },
  });

/**
 * The unread count. While the socket is open it is not polled: every message is written with
 * its 'inbox.message' event (inbox.service.ts), which invalidates ['inbox'] (issue 27 item 4).
 */
export const useUnread = ({ enabled }: { enabled: boolean }) => {
  const refetchInterval = useFallbackPoll(UNREAD_FALLBACK_POLL_MS);
  return useQuery({
    ...unreadQueryOptions(),
    enabled,
    refetchInterval,
  });
};
