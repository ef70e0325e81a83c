import { loginResponse, type LoginResponse, type PhoneLoginRequest } from '@brokerage/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const loginByPhone = async (input: PhoneLoginRequest): Promise<LoginResponse> =>
  loginResponse.parse(
    await apiClient.api({ url: 'member/login/phone', method: 'POST', data: input, prevent: true }),
  );

export const useLoginByPhone = (
  options: Omit<UseMutationOptions<LoginResponse, Error, PhoneLoginRequest>, 'mutationFn'> = {},
) => useMutation({ mutationFn: loginByPhone, ...options });
