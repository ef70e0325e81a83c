import { okSchema, type SetPayPasswordRequest } from '@brokerage/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const setPayPassword = async (input: SetPayPasswordRequest): Promise<void> => {
  okSchema.parse(
    await apiClient.api({ url: 'member/paypwd', method: 'POST', data: input, prevent: true }),
  );
};

export const useSetPayPassword = (
  options: Omit<UseMutationOptions<void, Error, SetPayPasswordRequest>, 'mutationFn'> = {},
) => useMutation({ mutationFn: setPayPassword, ...options });
