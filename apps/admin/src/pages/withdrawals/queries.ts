import type { withdrawalReviewRequest } from '@brokerage/shared';
import type { z } from 'zod/mini';
import { api, unwrap } from '../../api/client';

// The queue's calls: its page and its decision. components/review-queue.tsx keys the page by
// the queue's name, the key the menu's counts (layout/use-queue-counts.ts) invalidate.
export type Status = 0 | 1 | 2 | 3;
export const fetchWithdrawals = (status: Status | undefined, page: number, pageSize: number) =>
  unwrap(api.GET('/api/v1/admin/withdrawals', { params: { query: { status, page, pageSize } } }));
export type Withdrawal = Awaited<ReturnType<typeof fetchWithdrawals>>['items'][number];
export const review = (id: number, body: z.infer<typeof withdrawalReviewRequest>) =>
  unwrap(api.POST('/api/v1/admin/withdrawals/{id}/review', { params: { path: { id } }, body }));
