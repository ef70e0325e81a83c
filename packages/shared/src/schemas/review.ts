import { z } from 'zod/mini';
import { safeString } from './common.ts';

/*
 * What every review queue shares (deposits, withdrawals, identity, loans, the four-eyes rule):
 * the decision's comment and note, the version decided on, the customer and the decider a row
 * names. Apart from operator.ts (operators' sign-in and accounts), which no customer screen
 * needs while these come with the customer's own records.
 */

/** An operator's decision on a review, with the comment the customer and the audit log see. */
export const reviewComment = z.optional(
  safeString().check(z.trim(), z.maxLength(500, 'validation.tooLong')),
);

/**
 * An operator's internal note on a decision (issue 28 item 3): kept on the decision's audit
 * row and shown in the console (the record and the audit log), never sent to the customer.
 * The decision's `comment` (or `reason`) stays the message the customer reads.
 */
export const decisionNote = z.optional(
  safeString().check(z.trim(), z.maxLength(500, 'validation.tooLong')),
);

/**
 * The version of the record the operator decided on, as their screen showed it: a decision
 * on a record that changed since is refused (RECORD_CHANGED) in the same statement.
 */
export const reviewVersion = z.int().check(z.gte(1), z.lte(2_000_000_000));

/**
 * The customer behind a record in a review list, the one way a list row names them (issue 28
 * item 5): the name they chose, how to reach them, and the name on their verified identity
 * document (null: none passed yet).
 */
export const reviewedCustomer = z.object({
  id: z.int(),
  nickname: z.string(),
  contact: z.nullable(z.string()),
  verifiedName: z.nullable(z.string()),
});
export type ReviewedCustomer = z.infer<typeof reviewedCustomer>;

/** Who decided a record: the actor reference and, read beside it, the operator's username. */
export const decider = z.nullable(z.object({ actor: z.string(), name: z.nullable(z.string()) }));
export type Decider = z.infer<typeof decider>;

/** A review list narrowed to one customer's records (the customer page's tables). */
export const customerIdFilter = z.optional(
  z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
);
