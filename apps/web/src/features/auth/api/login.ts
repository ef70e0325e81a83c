import { loginResponse, type LoginRequest, type LoginResponse } from '@brokerage/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const login = async (input: LoginRequest): Promise<LoginResponse> =>
  loginResponse.parse(
    await apiClient.api({ url: 'member/login', method: 'POST', data: input, prevent: true }),
  );

export const useLogin = (
  options: Omit<UseMutationOptions<LoginResponse, Error, LoginRequest>, 'mutationFn'> = {},
) => useMutation({ mutationFn: login, ...options });
