import type { chainTransferDecision } from '@brokerage/shared';
import type { z } from 'zod/mini';
import { api, unwrap } from '../../api/client';

export type Status = 'unmatched' | 'refused' | 'return';
// Waiting first; a decided transfer stays listed under its decision and under "all".
export const fetchUnmatched = (status: Status | undefined, page: number, pageSize: number) =>
  unwrap(
    api.GET('/api/v1/admin/chain/unmatched', { params: { query: { status, page, pageSize } } }),
  );
export type Transfer = Awaited<ReturnType<typeof fetchUnmatched>>['items'][number];

/** Refuse the transfer (it stays on the books) or send it back to its sender. */
export const decideTransfer = (
  id: number,
  kind: 'refuse' | 'return',
  body: z.infer<typeof chainTransferDecision>,
) => {
  const params = { path: { id } };
  return unwrap(
    kind === 'refuse'
      ? api.POST('/api/v1/admin/chain/unmatched/{id}/refuse', { params, body })
      : api.POST('/api/v1/admin/chain/unmatched/{id}/return', { params, body }),
  );
};
