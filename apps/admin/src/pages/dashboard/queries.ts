import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

const fetchStats = () => unwrap(api.GET('/api/v1/aggregate/stat'));
export type Stats = Awaited<ReturnType<typeof fetchStats>>;

/** The dashboard's figures, fresh every minute. */
export const useStats = () =>
  useQuery({ queryKey: ['dashboard'], queryFn: fetchStats, refetchInterval: 60_000 });

/** Runs the ledger check now; the dashboard shows its outcome. */
export const useLedgerCheck = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/admin/ledger/check')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  });
};
