import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { operators } from './customers.ts';

/** Who works on a waiting record of a review queue (0050); one claim per record. */
export const reviewClaims = pgTable(
  'review_claims',
  {
    queue: text('queue').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    assignedBy: bigint('assigned_by', { mode: 'number' }).references(() => operators.id),
  },
  (table) => [primaryKey({ columns: [table.queue, table.recordId] })],
);
