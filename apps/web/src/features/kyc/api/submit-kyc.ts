import { kycOverview, type KycOverview, type KycSubmitRequest } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';

export const submitKyc = async (input: KycSubmitRequest): Promise<KycOverview> =>
  kycOverview.parse(
    await apiClient.api({ url: 'kyc', method: 'POST', data: input, prevent: true }),
  );

export const useSubmitKyc = ({ onSuccess }: { onSuccess: (overview: KycOverview) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: (overview) => {
      queryClient.setQueryData(QUERY_ROOTS.kyc, overview);
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.profile });
      onSuccess(overview);
    },
  });
};
