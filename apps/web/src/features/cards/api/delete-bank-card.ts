import { okSchema } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const deleteBankCard = async ({
  id,
  payPassword,
}: {
  id: number;
  payPassword: string;
}): Promise<void> => {
  okSchema.parse(
    await apiClient.api({
      url: `card/bank/${id}/delete`,
      method: 'POST',
      data: { payPassword },
      prevent: true,
    }),
  );
};

export const useDeleteBankCard = ({
  onSuccess,
  onError,
}: {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankCard,
    meta: { silent: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['card', 'bank'] });
      onSuccess();
    },
    onError,
  });
};
