import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers, operators } from './customers.ts';

export const operatorSessions = pgTable('operator_sessions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  operatorId: bigint('operator_id', { mode: 'number' })
    .notNull()
    .references(() => operators.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The absolute end (12 h after sign-in). */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  /** Moved on by every request; 30 minutes without one end the session (0027). */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  ip: text('ip'),
  userAgent: text('user_agent'),
  /** Opened with a TOTP or recovery code, not the password alone (0035). */
  secondFactor: boolean('second_factor').notNull().default(false),
});

/** Single-use codes that stand in for a TOTP code when the device is lost (hashed). */
export const operatorRecoveryCodes = pgTable('operator_recovery_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  operatorId: bigint('operator_id', { mode: 'number' })
    .notNull()
    .references(() => operators.id),
  codeHash: text('code_hash').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A customer's conversation with support: their messages and the operators' answers. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    author: text('author').$type<'customer' | 'operator'>().notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_customer_idx').on(table.customerId, table.id)],
);

/** Every operator action: who, when, on what, and the state before and after; append-only (AU001). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    comment: text('comment'),
    /** An operator's internal note on a decision, never shown to the customer (0048). */
    note: text('note'),
    /** The address the operator acted from (0027). */
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_subject_idx').on(table.subjectType, table.subjectId)],
);
