import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

type Filters = Record<string, string>;
/** One page of the audit trail; the CSV export reads every page through it too. */
export const fetchAudit = (filters: Filters, page: number, pageSize: number) =>
  unwrap(api.GET('/api/v1/admin/audit', { params: { query: { ...filters, page, pageSize } } }));
export type Record_ = Awaited<ReturnType<typeof fetchAudit>>['items'][number];

export const useAudit = (filters: Filters, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['audit', filters, page, pageSize],
    queryFn: () => fetchAudit(filters, page, pageSize),
  });
