import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

/** New messages show up without a reload: the lists are read again every few seconds. */
const POLL_MS = 5_000;

export const useSupportThread = (customerId: number) =>
  useQuery({
    queryKey: ['support-thread', customerId],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/support/conversations/{customerId}', {
          params: { path: { customerId } },
        }),
      ),
    refetchInterval: POLL_MS,
  });

/** The operator's answer; `onSent` runs (form cleared) before the thread and the list reload. */
export const useSupportAnswer = (customerId: number, onSent: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { body: string }) =>
      unwrap(
        api.POST('/api/v1/admin/support/conversations/{customerId}', {
          params: { path: { customerId } },
          body,
        }),
      ),
    onSuccess: () => {
      onSent();
      void queryClient.invalidateQueries({ queryKey: ['support-thread', customerId] });
      void queryClient.invalidateQueries({ queryKey: ['support'] });
    },
  });
};

/** Conversations awaiting an answer first (or all), newest 50. */
export const useConversations = (awaiting: 'true' | 'all') =>
  useQuery({
    queryKey: ['support', awaiting],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/support/conversations', {
          params: {
            query: { awaiting: awaiting === 'all' ? undefined : awaiting, page: 1, pageSize: 50 },
          },
        }),
      ),
    refetchInterval: POLL_MS,
  });
