import type { kycReviewRequest } from '@brokerage/shared';
import type { z } from 'zod/mini';
import { api, unwrap } from '../../api/client';

// The queue's calls: its page and its decision. components/review-queue.tsx keys the page by
// the queue's name, the key the menu's counts (layout/use-queue-counts.ts) invalidate.
export type Status = 'review' | 'passed' | 'rejected';
export const fetchKyc = (status: Status | undefined, page: number, pageSize: number) =>
  unwrap(api.GET('/api/v1/admin/kyc', { params: { query: { status, page, pageSize } } }));
export type Submission = Awaited<ReturnType<typeof fetchKyc>>['items'][number];
export const review = (id: number, body: z.infer<typeof kycReviewRequest>) =>
  unwrap(api.POST('/api/v1/admin/kyc/{id}/review', { params: { path: { id } }, body }));
