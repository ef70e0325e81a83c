import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

export const fetchCustomers = (q: string, page: number, pageSize: number) =>
  unwrap(
    api.GET('/api/v1/admin/customers', {
      params: { query: { q: q || undefined, page, pageSize } },
    }),
  );
export type CustomerSummary = Awaited<ReturnType<typeof fetchCustomers>>['items'][number];

export const useCustomers = (q: string, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['customers', q, page, pageSize],
    queryFn: () => fetchCustomers(q, page, pageSize),
  });
