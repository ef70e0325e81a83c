import type { AppropriatenessAnswers, AppropriatenessReason } from '@brokerage/shared';
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/** Every appropriateness answer a customer gave (0043); append-only for the app's role. */
export const appropriatenessRecords = pgTable('appropriateness_answers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id),
  version: integer('version').notNull(),
  answers: jsonb('answers').$type<AppropriatenessAnswers>().notNull(),
  passed: boolean('passed').notNull(),
  reasons: text('reasons').array().$type<AppropriatenessReason[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
