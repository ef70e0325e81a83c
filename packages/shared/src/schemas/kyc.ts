import { z } from 'zod';
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
  id: z.number().int(),
  kind: z.enum(['idcard', 'passport', 'pro']),
  status: z.enum(['review', 'passed', 'rejected']),
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});

export const kycOverview = z.object({
  status: kycStatus,
  identity: kycSubmissionView.nullable(),
  pro: kycSubmissionView.nullable(),
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
  status: z.enum(['review', 'passed', 'rejected']).optional(),
  customerId: customerIdFilter,
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** What a reviewer sees: the declared identity and the two images to compare it with. */
export const adminKycView = kycSubmissionView.extend({
  customerId: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  idNumber: z.string().nullable(),
  frontFileId: z.string().nullable(),
  backFileId: z.string().nullable(),
  /** Sent back with a decision (stale-record refusal). */
  version: z.number().int(),
  /** The decision's internal note (its audit row): operators only. */
  note: z.string().nullable(),
  decidedBy: decider,
  customer: reviewedCustomer,
});
