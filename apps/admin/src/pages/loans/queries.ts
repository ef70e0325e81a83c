import type { LOAN_STATUSES, loanReviewRequest } from '@brokerage/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { api, unwrap } from '../../api/client';

// The queue's calls: its page and its decision. components/review-queue.tsx keys the page by
// the queue's name, the key the menu's counts (layout/use-queue-counts.ts) invalidate.
export type Status = (typeof LOAN_STATUSES)[number];
export const fetchLoans = (status: Status | undefined, page: number, pageSize: number) =>
  unwrap(api.GET('/api/v1/admin/loans', { params: { query: { status, page, pageSize } } }));
export type Loan = Awaited<ReturnType<typeof fetchLoans>>['items'][number];
export const review = (id: number, body: z.infer<typeof loanReviewRequest>) =>
  unwrap(api.POST('/api/v1/admin/loans/{id}/review', { params: { path: { id } }, body }));

const fetchLoan = (id: number) =>
  unwrap(api.GET('/api/v1/admin/loans/{id}', { params: { path: { id } } }));
export type LoanDetail = Awaited<ReturnType<typeof fetchLoan>>;
/** One loan with its pledges and margin calls; under the queue's key, so a decision refreshes it. */
export const useLoanDetail = (id: number) =>
  useQuery({ queryKey: ['loans', 'detail', id], queryFn: () => fetchLoan(id) });
