import { okSchema } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const deleteCryptoWallet = async ({
  id,
  payPassword,
}: {
  id: number;
  payPassword: string;
}): Promise<void> => {
  okSchema.parse(
    await apiClient.api({
      url: `card/crypto/${id}/delete`,
      method: 'POST',
      data: { payPassword },
      prevent: true,
    }),
  );
};

export const useDeleteCryptoWallet = ({
  onSuccess,
  onError,
}: {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCryptoWallet,
    meta: { silent: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['card', 'crypto'] });
      onSuccess();
    },
    onError,
  });
};
