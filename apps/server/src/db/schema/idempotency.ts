import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/**
 * The Idempotency-Key of every money-moving request (ARCHITECTURE.md section 3): claimed in
 * the transaction that moves the money, with the route's scope, a hash of the request and
 * the first answer, which a retry of the same request gets back.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    key: text('key').notNull(),
    /** The route that took the key (`order.place`, `transfer`...): another route is refused. */
    scope: text('scope').notNull(),
    /** sha256 of the scope and the canonical JSON of the validated body, secrets left out. */
    requestHash: text('request_hash').notNull(),
    /** The first answer; null only inside the transaction that claimed the key. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'idempotency_keys_pk', columns: [table.customerId, table.key] })],
);
