import { kycOverview, type KycOverview } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query/query-keys';

/** Professional investor qualification: one document, image or PDF. */
export const submitPro = async (input: { document: string }): Promise<KycOverview> =>
  kycOverview.parse(
    await apiClient.api({ url: 'kyc/pro', method: 'POST', data: input, prevent: true }),
  );

export const useSubmitPro = ({ onSuccess }: { onSuccess: (overview: KycOverview) => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPro,
    onSuccess: (overview) => {
      queryClient.setQueryData(QUERY_ROOTS.kyc, overview);
      onSuccess(overview);
    },
  });
};
