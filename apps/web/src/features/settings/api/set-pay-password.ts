import { okSchema, type SetPayPasswordRequest } from '@brokerage/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiWithStepUp } from '../../../lib/security/step-up';

export const setPayPassword = async (input: SetPayPasswordRequest): Promise<void> => {
  okSchema.parse(
    await apiWithStepUp('pay-password', {
      url: 'member/paypwd',
      method: 'POST',
      data: input,
      prevent: true,
    }),
  );
};

export const useSetPayPassword = (
  options: Omit<UseMutationOptions<void, Error, SetPayPasswordRequest>, 'mutationFn'> = {},
) => useMutation({ mutationFn: setPayPassword, ...options });
