import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { deposits } from './funding.ts';
import { journalEntries } from './ledger.ts';

/** BIP32 child numbers below the configured extended public key: non-hardened, < 2^31. */
export const depositAddressIndexSeq = pgSequence('deposit_address_index_seq', {
  minValue: 0,
  maxValue: 2147483647,
  startWith: 0,
});

/** Each customer's own receiving address per network (derived from CHAIN_XPUB at 0/<index>). */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    network: text('network').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    /** Matching form: EVM lower-case `0x` + 40 hex, TRON base58check. */
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('deposit_addresses_customer_network_unique').on(table.customerId, table.network),
    uniqueIndex('deposit_addresses_address_unique').on(table.network, table.address),
    check('deposit_addresses_network', sql`${table.network} IN ('ERC20', 'TRC20')`),
  ],
);

/**
 * Every token transfer the watcher saw reach a watched address, once per (network, hash,
 * log index). `credited` went to the address owner's account; `unmatched` reached an
 * address nobody owns or was another token, and waits for an operator to refuse it or mark
 * it for return (operators can never credit it).
 */
export const chainTransfers = pgTable(
  'chain_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    network: text('network').notNull(),
    /** 64 lower-case hex digits, without 0x. */
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }),
    /** The token contract, in the network's matching form. */
    token: text('token').notNull(),
    fromAddress: text('from_address'),
    toAddress: text('to_address').notNull(),
    /** Base units as sent (USDT: millionths). */
    rawAmount: numeric('raw_amount', { precision: 78, scale: 0 }).notNull(),
    /** In USDT, for the platform's USDT contract only. */
    amount: numeric('amount', { precision: 38, scale: 8 }),
    customerId: bigint('customer_id', { mode: 'number' }).references(() => customers.id),
    status: text('status').notNull(),
    depositId: bigint('deposit_id', { mode: 'number' }).references(() => deposits.id),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    comment: text('comment'),
    /** Moved on by every change (0027): a review names the version it saw. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chain_transfers_log_unique').on(table.network, table.txHash, table.logIndex),
    index('chain_transfers_status_idx').on(table.status, table.id),
    check(
      'chain_transfers_status',
      sql`${table.status} IN ('credited', 'unmatched', 'refused', 'return')`,
    ),
    check('chain_transfers_hash_form', sql`${table.txHash} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** Where each network's scan resumes (provider-defined: a block number, a timestamp). */
export const chainCursors = pgTable('chain_cursors', {
  network: text('network').primaryKey(),
  cursor: text('cursor'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
