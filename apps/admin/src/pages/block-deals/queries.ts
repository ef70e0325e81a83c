import type { CreateBlockDealRequest } from '@brokerage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

export const fetchBlockDeals = (page: number, pageSize: number) =>
  unwrap(api.GET('/api/v1/admin/block-deals', { params: { query: { page, pageSize } } }));

export const useBlockDeals = (page: number, pageSize: number) =>
  useQuery({
    queryKey: ['block-deals', page, pageSize],
    queryFn: () => fetchBlockDeals(page, pageSize),
  });

/** A new deal; `onCreated` runs (the form clears) before the list reloads. */
export const useCreateBlockDeal = (onCreated: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBlockDealRequest) =>
      unwrap(api.POST('/api/v1/admin/block-deals', { body })),
    onSuccess: () => {
      onCreated();
      void queryClient.invalidateQueries({ queryKey: ['block-deals'] });
    },
  });
};
