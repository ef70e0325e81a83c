import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/** Inbox messages are stored as a template key and parameters, translated when read. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    template: text('template').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inbox_messages_customer_idx').on(table.customerId, table.id)],
);

/**
 * The customer's own live events (order filled, deposit audited, KYC result, inbox
 * message). The id is the sequence number a reconnecting client resumes from.
 */
export const customerEvents = pgTable(
  'customer_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When live listeners were told (0022): NULL while only stored, as a fill leaves it in its
     * transaction (the outbox); the relay announces what a crash left NULL.
     */
    announcedAt: timestamp('announced_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    index('customer_events_customer_idx').on(table.customerId, table.id),
    index('customer_events_unannounced_idx')
      .on(table.id)
      .where(sql`${table.announcedAt} IS NULL`),
  ],
);
