import { okSchema, type ChangePayPasswordRequest } from '@brokerage/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiWithStepUp } from '../../../lib/security/step-up';

export const changePayPassword = async (input: ChangePayPasswordRequest): Promise<void> => {
  okSchema.parse(
    await apiWithStepUp('pay-password', {
      url: 'member/paypwd',
      method: 'PUT',
      data: input,
      prevent: true,
    }),
  );
};

export const useChangePayPassword = (
  options: Omit<UseMutationOptions<void, Error, ChangePayPasswordRequest>, 'mutationFn'> = {},
) => useMutation({ mutationFn: changePayPassword, ...options });
