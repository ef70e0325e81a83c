import { okSchema, type ResetPasswordRequest } from '@brokerage/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const resetPassword = async (input: ResetPasswordRequest): Promise<void> => {
  okSchema.parse(
    await apiClient.api({
      url: 'member/password/reset',
      method: 'POST',
      data: input,
      prevent: true,
    }),
  );
};

export const useResetPassword = (
  options: Omit<UseMutationOptions<void, Error, ResetPasswordRequest>, 'mutationFn'> = {},
) => useMutation({ mutationFn: resetPassword, ...options });
