import type { CreateIpoRequest } from '@brokerage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

const fetchIpos = () => unwrap(api.GET('/api/v1/ipo', { params: { query: {} } }));
export type Ipo = Awaited<ReturnType<typeof fetchIpos>>[number];

export const useIpos = () => useQuery({ queryKey: ['ipo'], queryFn: fetchIpos });

export const allotIpo = (id: number) =>
  unwrap(api.POST('/api/v1/admin/ipo/{id}/allot', { params: { path: { id } } }));

const createIpo = (body: CreateIpoRequest) => unwrap(api.POST('/api/v1/admin/ipo', { body }));

/** A new offering; `onCreated` runs (message, form cleared) before the list reloads. */
export const useCreateIpo = (onCreated: (ipo: Awaited<ReturnType<typeof createIpo>>) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIpo,
    onSuccess: async (ipo) => {
      onCreated(ipo);
      await queryClient.invalidateQueries({ queryKey: ['ipo'] });
    },
  });
};
