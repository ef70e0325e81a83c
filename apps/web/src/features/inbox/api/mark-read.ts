import { okSchema } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';

/** One message by id, or every message with 'all'. */
export const markRead = async (id: number | 'all'): Promise<void> => {
  okSchema.parse(await apiClient.api({ url: `inbox/${id}/read`, method: 'POST', data: {} }));
};

export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.inbox }),
  });
};
