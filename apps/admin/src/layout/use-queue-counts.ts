import type { QueueCounts } from '@brokerage/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, unwrap } from '../api/client';

/** How often an open console asks what waits (never while its tab is hidden). */
const COUNTS_POLL_MS = 20_000;

export type QueueName = keyof QueueCounts;

/**
 * What waits in each review queue, for the menu. It is also the queues' heartbeat: when a
 * queue's count moves, that queue's list is fetched again, so a reviewer sees a new request
 * (or one a colleague decided) without reloading.
 */
export const useQueueCounts = (enabled: boolean): QueueCounts | undefined => {
  const queryClient = useQueryClient();
  const counts = useQuery({
    queryKey: ['queue-counts'],
    queryFn: () => unwrap(api.GET('/api/v1/admin/queue-counts')),
    enabled,
    refetchInterval: COUNTS_POLL_MS,
  });
  const previous = useRef<QueueCounts | undefined>(undefined);
  useEffect(() => {
    const now = counts.data;
    const before = previous.current;
    previous.current = now;
    if (!now || !before) return;
    for (const queue of Object.keys(now) as QueueName[])
      if (now[queue] !== before[queue]) void queryClient.invalidateQueries({ queryKey: [queue] });
  }, [counts.data, queryClient]);
  return counts.data;
};
