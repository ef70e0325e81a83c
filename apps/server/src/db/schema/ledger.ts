import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/** 38 digits, 8 after the point: enough for any amount, price or quantity we hold. */
const amount = (name: string) => numeric(name, { precision: 38, scale: 8 });

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerType: text('owner_type').notNull(),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    balance: amount('balance').notNull().default('0'),
    /**
     * The platform keeps each of its accounts as several shards (picked by customer), so
     * that concurrent customers' entries do not queue on one hot row; 0 for customers.
     */
    shard: smallint('shard').notNull().default(0),
    /** `real`, or `practice` for practice accounts' virtual money and its platform side (0060). */
    book: text('book').notNull().default('real'),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_customer_unique')
      .on(table.customerId, table.kind, table.currency)
      .where(sql`${table.ownerType} = 'customer'`),
    uniqueIndex('ledger_accounts_platform_unique')
      .on(table.book, table.kind, table.currency, table.shard)
      .where(sql`${table.ownerType} = 'platform'`),
    check('ledger_accounts_book', sql`${table.book} IN ('real', 'practice')`),
    check('ledger_accounts_owner', sql`${table.ownerType} IN ('customer', 'platform')`),
    check(
      'ledger_accounts_customer_link',
      sql`(${table.ownerType} = 'customer') = (${table.customerId} IS NOT NULL)`,
    ),
    // The database, not application code, keeps customer money from going below zero.
    check(
      'ledger_accounts_customer_non_negative',
      sql`${table.ownerType} <> 'customer' OR ${table.balance} >= 0`,
    ),
  ],
);

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    /** The customer whose statement shows this entry (null for platform-only entries). */
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
    reference: text('reference'),
    description: text('description').notNull(),
    /** The description as a translation key and values ({ key, values }), for the reader's language. */
    memo: jsonb('memo'),
    /** Who caused it: `customer:<id>`, `operator:<id>`, `system:<job>`. */
    actor: text('actor').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('journal_entries_customer_idx').on(table.customerId, table.id)],
);

export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    currency: text('currency').notNull(),
    /** Signed: positive adds to the account's balance, negative takes from it. */
    amount: amount('amount').notNull(),
    balanceAfter: amount('balance_after').notNull(),
  },
  (table) => [
    index('postings_entry_idx').on(table.entryId),
    index('postings_account_idx').on(table.accountId, table.id),
    check('postings_non_zero', sql`${table.amount} <> 0`),
  ],
);

export const holds = pgTable(
  'holds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    currency: text('currency').notNull(),
    amount: amount('amount').notNull(),
    status: text('status').notNull().default('pending'),
    purpose: text('purpose').notNull(),
    reference: text('reference'),
    reserveEntryId: bigint('reserve_entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntries.id),
    settleEntryId: bigint('settle_entry_id', { mode: 'number' }).references(
      () => journalEntries.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    check('holds_status', sql`${table.status} IN ('pending', 'posted', 'voided')`),
    check('holds_positive', sql`${table.amount} > 0`),
    index('holds_customer_idx').on(table.customerId),
  ],
);
