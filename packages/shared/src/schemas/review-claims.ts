import { z } from 'zod/mini';

/** The console's review queues, each a list of records waiting for one operator's decision. */
export const REVIEW_QUEUES = ['deposits', 'withdrawals', 'kyc', 'chain', 'loans'] as const;
export const reviewQueue = z.enum(REVIEW_QUEUES);
export type ReviewQueueName = z.infer<typeof reviewQueue>;

const recordId = z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));

/** A waiting record of a queue, which an operator takes up or lets go. */
export const reviewClaimTarget = z.object({ queue: reviewQueue, recordId });

/** An admin hands a waiting record to a reviewer. */
export const reviewAssignRequest = z.extend(reviewClaimTarget, { operatorId: recordId });

/** The claims on some of a queue's records (a page of it): `ids` comma-separated, at most 100. */
export const reviewClaimsQuery = z.object({
  queue: reviewQueue,
  ids: z.pipe(
    z.string().check(z.regex(/^\d{1,15}(,\d{1,15}){0,99}$/, 'validation.idsInvalid')),
    z.transform((text) => text.split(',').map(Number)),
  ),
});

/** Who works on a record, since when, and until when the claim holds without renewal. */
export const reviewClaim = z.object({
  queue: reviewQueue,
  recordId: z.int(),
  operatorId: z.int(),
  username: z.string(),
  claimedAt: z.string(),
  expiresAt: z.string(),
  /** Given by an admin rather than taken by the operator. */
  assignedBy: z.nullable(z.string()),
});
export type ReviewClaim = z.infer<typeof reviewClaim>;
