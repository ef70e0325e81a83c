import { okSchema, type ChangePasswordRequest } from '@brokerage/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiWithStepUp } from '../../../lib/security/step-up';

export const changePassword = async (input: ChangePasswordRequest): Promise<void> => {
  okSchema.parse(
    await apiWithStepUp('password', {
      url: 'member/password',
      method: 'PUT',
      data: input,
      prevent: true,
    }),
  );
};

export const useChangePassword = (
  options: Omit<UseMutationOptions<void, Error, ChangePasswordRequest>, 'mutationFn'> = {},
) => useMutation({ mutationFn: changePassword, ...options });
