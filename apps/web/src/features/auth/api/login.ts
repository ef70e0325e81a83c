import { loginAnswer, type LoginAnswer, type LoginRequest } from '@brokerage/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { deviceTokenHeader } from '../../../lib/security/device-token';

export const login = async (input: LoginRequest): Promise<LoginAnswer> =>
  loginAnswer.parse(
    await apiClient.api({
      url: 'member/login',
      method: 'POST',
      data: input,
      // A remembered device signs in with the password alone (issue 24).
      header: deviceTokenHeader(),
      prevent: true,
    }),
  );

export const useLogin = (
  options: Omit<UseMutationOptions<LoginAnswer, Error, LoginRequest>, 'mutationFn'> = {},
) => useMutation({ mutationFn: login, ...options });
