import type { operatorPasswordChangeRequest } from '@brokerage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { api, unwrap } from '../../api/client';

/** The signed-in operator is read again (`useOperator`): the gates follow what changed. */
export const useRefreshOperator = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['operator'] });
};

/** The operator's own password; `onSuccess` runs before the operator is read again. */
export const useChangePassword = (callbacks: {
  onSuccess: () => void;
  onError: (error: Error) => void;
}) => {
  const refreshOperator = useRefreshOperator();
  return useMutation({
    mutationFn: (body: z.infer<typeof operatorPasswordChangeRequest>) =>
      unwrap(api.POST('/api/v1/user/password', { body })),
    onSuccess: async () => {
      callbacks.onSuccess();
      await refreshOperator();
    },
    onError: callbacks.onError,
  });
};

const renewRecoveryCodes = (code: string) =>
  unwrap(api.POST('/api/v1/user/totp/recovery-codes', { body: { code } }));

export const useRenewRecoveryCodes = (callbacks: {
  onSuccess: (answer: Awaited<ReturnType<typeof renewRecoveryCodes>>) => void;
  onError: (error: Error) => void;
}) => useMutation({ mutationFn: renewRecoveryCodes, ...callbacks });

/** A new TOTP secret to scan. */
export const useTotpStart = () =>
  useMutation({ mutationFn: () => unwrap(api.POST('/api/v1/user/totp/enrol')) });

const confirmTotp = (code: string) =>
  unwrap(api.POST('/api/v1/user/totp/confirm', { body: { code } }));

/** The first code proves the secret; the answer carries the recovery codes, shown once. */
export const useTotpConfirm = (
  onConfirmed: (answer: Awaited<ReturnType<typeof confirmTotp>>) => void,
) => useMutation({ mutationFn: confirmTotp, onSuccess: onConfirmed });
