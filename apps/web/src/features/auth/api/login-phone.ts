import { loginAnswer, type LoginAnswer, type PhoneLoginRequest } from '@brokerage/shared';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { deviceTokenHeader } from '../../../lib/security/device-token';

export const loginByPhone = async (input: PhoneLoginRequest): Promise<LoginAnswer> =>
  loginAnswer.parse(
    await apiClient.api({
      url: 'member/login/phone',
      method: 'POST',
      data: input,
      // A remembered device signs in with the password alone (issue 24).
      header: deviceTokenHeader(),
      prevent: true,
    }),
  );

export const useLoginByPhone = (
  options: Omit<UseMutationOptions<LoginAnswer, Error, PhoneLoginRequest>, 'mutationFn'> = {},
) => useMutation({ mutationFn: loginByPhone, ...options });
