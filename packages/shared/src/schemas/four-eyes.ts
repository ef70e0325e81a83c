import { z } from 'zod/mini';
import { Decimal, DECIMAL_PATTERN } from '../money.ts';
import { decimalString, text } from './common.ts';
import { reviewComment } from './review.ts';

/**
 * Four eyes (issue 24): the actions that take two operators above a threshold or outside a
 * band. One proposes, a different one approves, and the approval runs the stored action.
 */
export const FOUR_EYES_KINDS = [
  'withdrawal.pass',
  'ledger.adjustment',
  'loan.approve',
  'fx.rate',
  'setting.update',
  'operator.role',
  'operator.create',
  'operator.totp-reset',
  'operator.password-reset',
  'customer.factor-reset',
  'corporate.dividend',
  'corporate.split',
] as const;
export const fourEyesKind = z.enum(FOUR_EYES_KINDS);
export type FourEyesKind = z.infer<typeof fourEyesKind>;

/** `superseded`: the record was decided on another path (a customer cancelled, a refusal). */
export const PROPOSAL_STATUSES = [
  'open',
  'approved',
  'rejected',
  'withdrawn',
  'superseded',
] as const;
export const proposalStatus = z.enum(PROPOSAL_STATUSES);

const threshold = decimalString.check(
  z.refine((v) => DECIMAL_PATTERN.test(v) && !v.startsWith('-'), 'validation.amountInvalid'),
);
const band = decimalString.check(
  z.refine(
    (v) => DECIMAL_PATTERN.test(v) && !v.startsWith('-') && new Decimal(v).lte(1),
    'validation.amountInvalid',
  ),
);

/**
 * Per currency: the amount above which a withdrawal payout, a manual adjustment (either
 * sign) and a loan payout take a second operator. A currency not listed takes two always.
 */
export const approvalThresholds = z.record(
  z.string().check(z.regex(/^[A-Z]{3,8}$/, 'validation.invalid')),
  z.object({ withdrawal: threshold, adjustment: threshold, loan: threshold }),
);
export type ApprovalThresholds = z.infer<typeof approvalThresholds>;

/**
 * How far one operator may move a value alone, as a fraction of the value it replaces
 * (0.02 = 2 %): an FX rate around the last rate, each fee figure around the last figure,
 * each margin-loan risk figure (an LTV, a level, the call deadline) around the last one.
 */
export const approvalBands = z.object({ fx: band, fees: band, risk: z._default(band, '0.1') });
export type ApprovalBands = z.infer<typeof approvalBands>;

/**
 * The corporate actions feed's record a proposal (and the action its approval announced) came
 * from: the feed, the vendor's id, and whether the vendor changed the record after it was
 * proposed (the change is not applied: the admins see it and decide).
 */
export const feedOrigin = z.object({ source: z.string(), ref: z.string(), amended: z.boolean() });

export const proposalView = z.object({
  id: z.int(),
  kind: fourEyesKind,
  status: proposalStatus,
  /** What the action is about, e.g. `withdrawal:12`, `fx:HKD/USD`, `setting:trading.fees`. */
  subject: z.string(),
  /** The value (or state) before and the one the approval sets: the queue shows old -> new. */
  before: z.unknown(),
  after: z.unknown(),
  customerId: z.nullable(z.int()),
  currency: z.nullable(z.string()),
  amount: z.nullable(z.string()),
  /** The proposing operator's username; null when a feed's record proposed it (`feed`). */
  proposedBy: z.nullable(z.string()),
  /** The corporate actions feed's record that proposed it. */
  feed: z.nullable(feedOrigin),
  proposedAt: z.string(),
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  comment: z.nullable(z.string()),
});
export type ProposalView = z.infer<typeof proposalView>;
export type FeedOrigin = z.infer<typeof feedOrigin>;

/** The answer of an action that became a proposal: nothing happened yet. */
export const awaitingSecondApprover = z.object({
  awaitingSecondApprover: z.literal(true),
  proposal: proposalView,
});
export type AwaitingSecondApprover = z.infer<typeof awaitingSecondApprover>;

/** An action's answer: its usual view, or the proposal it became. */
export const orProposal = <T extends z.ZodMiniType>(view: T) =>
  z.union([view, awaitingSecondApprover]);

export const proposalListQuery = z.object({
  status: z._default(proposalStatus, 'open'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

export const proposalDecisionRequest = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), comment: reviewComment }),
  z.object({ decision: z.literal('reject'), comment: text(500) }),
]);
export type ProposalDecisionRequest = z.infer<typeof proposalDecisionRequest>;
