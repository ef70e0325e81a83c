import type {
  operatorCreateRequest,
  operatorPasswordResetRequest,
  OperatorView,
} from '@brokerage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { api, unwrap } from '../../api/client';

type Change = { role?: OperatorView['role']; disabled?: boolean; resetTotp?: true };

export const useOperators = () =>
  useQuery({
    queryKey: ['operators'],
    queryFn: () => unwrap(api.GET('/api/v1/admin/operators')),
  });

/** The operators list reloads. */
export const useRefreshOperators = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['operators'] });
};

const createOperator = (body: z.infer<typeof operatorCreateRequest>) =>
  unwrap(api.POST('/api/v1/admin/operators', { body }));

/** A new operator; `onCreated` runs (form cleared, outcome shown) before the list reloads. */
export const useCreateOperator = (
  onCreated: (answer: Awaited<ReturnType<typeof createOperator>>) => void,
) => {
  const refresh = useRefreshOperators();
  return useMutation({
    mutationFn: createOperator,
    onSuccess: (answer) => {
      onCreated(answer);
      void refresh();
    },
  });
};

const updateOperator = ({ id, change }: { id: number; change: Change }) =>
  unwrap(api.PATCH('/api/v1/admin/operators/{id}', { params: { path: { id } }, body: change }));

/** A role, a disabling or a second-factor reset; the list reloads after a success. */
export const useUpdateOperator = (
  onUpdated: (answer: Awaited<ReturnType<typeof updateOperator>>) => void,
  onFailed: (error: Error) => void,
) => {
  const refresh = useRefreshOperators();
  return useMutation({
    mutationFn: updateOperator,
    onSuccess: (answer) => {
      onUpdated(answer);
      void refresh();
    },
    onError: onFailed,
  });
};

/** A temporary password set by an admin for another operator. */
export const useResetOperatorPassword = (
  id: number,
  callbacks: { onSuccess: (answer: unknown) => void; onError: (error: Error) => void },
) =>
  useMutation({
    mutationFn: (body: z.infer<typeof operatorPasswordResetRequest>) =>
      unwrap(api.POST('/api/v1/admin/operators/{id}/password', { params: { path: { id } }, body })),
    ...callbacks,
  });
