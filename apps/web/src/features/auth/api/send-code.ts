import { okSchema, type SendCodeRequest } from '@brokerage/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const sendCode = async (input: SendCodeRequest): Promise<void> => {
  okSchema.parse(
    await apiClient.api({ url: 'member/code', method: 'POST', data: input, prevent: true }),
  );
};

export const useSendCode = (
  options: Omit<UseMutationOptions<void, Error, SendCodeRequest>, 'mutationFn'> = {},
) => useMutation({ mutationFn: sendCode, ...options });
