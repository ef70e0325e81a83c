import type { CreateQuantFundRequest } from '@brokerage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

const fetchFunds = () => unwrap(api.GET('/api/v1/quant/funds'));
export type Fund = Awaited<ReturnType<typeof fetchFunds>>[number];

export const useFunds = () => useQuery({ queryKey: ['quant'], queryFn: fetchFunds });

const createFund = (body: CreateQuantFundRequest) =>
  unwrap(api.POST('/api/v1/admin/quant-funds', { body }));

/** A new fund; `onCreated` runs (message, form cleared) before the list reloads. */
export const useCreateFund = (
  onCreated: (fund: Awaited<ReturnType<typeof createFund>>) => void,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFund,
    onSuccess: async (fund) => {
      onCreated(fund);
      await queryClient.invalidateQueries({ queryKey: ['quant'] });
    },
  });
};
