import {
  bigint,
  bigserial,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { corporateFeedRecords } from './corporate-actions.ts';
import { customers, operators } from './customers.ts';

/**
 * Four-eyes proposals (0037): an action stored by one operator, or by a corporate actions feed's
 * record (0062: exactly one of `proposedBy` and `feedRecordId`), run on a second one's approval.
 */
export const fourEyesProposals = pgTable('four_eyes_proposals', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  subject: text('subject').notNull(),
  input: jsonb('input').notNull(),
  subjectVersion: integer('subject_version'),
  before: jsonb('before'),
  after: jsonb('after'),
  customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
  currency: text('currency'),
  amount: numeric('amount', { precision: 38, scale: 8 }),
  status: text('status').notNull().default('open'),
  proposedBy: bigint('proposed_by', { mode: 'number' }).references(() => operators.id),
  feedRecordId: bigint('feed_record_id', { mode: 'number' }).references(
    () => corporateFeedRecords.id,
  ),
  proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
  decidedBy: bigint('decided_by', { mode: 'number' }).references(() => operators.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  comment: text('comment'),
});

/** Who created an operator or granted them a role (0039): not a second pair of eyes on them. */
export const operatorGrants = pgTable('operator_grants', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  operatorId: bigint('operator_id', { mode: 'number' })
    .notNull()
    .references(() => operators.id),
  grantedBy: bigint('granted_by', { mode: 'number' })
    .notNull()
    .references(() => operators.id),
  kind: text('kind', { enum: ['create', 'role'] }).notNull(),
  role: text('role').notNull(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});
