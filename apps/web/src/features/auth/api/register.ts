import { loginResponse, type LoginResponse, type RegisterRequest } from '@brokerage/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const register = async (input: RegisterRequest): Promise<LoginResponse> =>
  loginResponse.parse(
    await apiClient.api({ url: 'member/register', method: 'POST', data: input, prevent: true }),
  );

export const useRegister = (
  options: Omit<UseMutationOptions<LoginResponse, Error, RegisterRequest>, 'mutationFn'> = {},
) => useMutation({ mutationFn: register, ...options });
