import { z } from 'zod/mini';
import { text } from './common.ts';
import { kycStatus } from './profile.ts';
import {
  customerIdFilter,
  decider,
  decisionNote,
  reviewComment,
  reviewedCustomer,
  reviewVersion,
} from './review.ts';

const fileId = z.uuid('validation.imageRequired');

/** Seed section 5: type, first name, last name, ID number, front and back images. */
export const kycSubmitRequest = z.object({
  type: z.enum(['idcard', 'passport'], 'validation.documentTypeRequired'),
  firstName: text(64),
  lastName: text(64),
  idNumber: text(32),
  frontImage: fileId,
  backImage: fileId,
});

/** Professional investor qualification: one document (image or PDF). */
export const kycProRequest = z.object({ document: fileId });

export const kycSubmissionView = z.object({
  id: z.int(),
  kind: z.enum(['idcard', 'passport', 'pro']),
  status: z.enum(['review', 'passed', 'rejected']),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  reviewedAt: z.nullable(z.string()),
});

export const kycOverview = z.object({
  status: kycStatus,
  identity: z.nullable(kycSubmissionView),
  pro: z.nullable(kycSubmissionView),
});

/** `comment` and `reason` reach the customer; `note` stays with the operators. */
export const kycReviewRequest = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('pass'),
    comment: reviewComment,
    note: decisionNote,
    version: reviewVersion,
  }),
  z.object({
    decision: z.literal('reject'),
    reason: text(500),
    note: decisionNote,
    version: reviewVersion,
  }),
]);

export type KycSubmitRequest = z.infer<typeof kycSubmitRequest>;
export type KycOverview = z.infer<typeof kycOverview>;
export type KycReviewRequest = z.infer<typeof kycReviewRequest>;

export const adminKycQuery = z.object({
  status: z.optional(z.enum(['review', 'passed', 'rejected'])),
  customerId: customerIdFilter,
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

/** What a reviewer sees: the declared identity and the two images to compare it with. */
export const adminKycView = z.extend(kycSubmissionView, {
  customerId: z.int(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  idNumber: z.nullable(z.string()),
  frontFileId: z.nullable(z.string()),
  backFileId: z.nullable(z.string()),
  /** Sent back with a decision (stale-record refusal). */
  version: z.int(),
  /** The decision's internal note (its audit row): operators only. */
  note: z.nullable(z.string()),
  decidedBy: decider,
  customer: reviewedCustomer,
});
