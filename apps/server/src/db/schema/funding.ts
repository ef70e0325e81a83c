import type { WithdrawalReviewNote } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { files } from './files.ts';
import { holds, journalEntries } from './ledger.ts';

const amount = (name: string) => numeric(name, { precision: 38, scale: 8 });
const customerId = () =>
  bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: customerId(),
    name: text('name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    bankName: text('bank_name').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic').notNull(),
    branch: text('branch'),
    bankCode: text('bank_code'),
    createdAt: createdAt(),
    /** Removed cards stay for the withdrawals that went to them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('bank_cards_customer_idx').on(table.customerId)],
);

export const cryptoWallets = pgTable(
  'crypto_wallets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: customerId(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('crypto_wallets_customer_idx').on(table.customerId),
    check('crypto_wallets_network', sql`${table.network} IN ('ERC20', 'TRC20')`),
  ],
);

export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: customerId(),
    /** 'idcard' | 'passport' | 'pro' (professional investor qualification). */
    kind: text('kind').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    idNumber: text('id_number'),
    frontFileId: uuid('front_file_id').references(() => files.id),
    backFileId: uuid('back_file_id').references(() => files.id),
    status: text('status').notNull().default('review'),
    reason: text('reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Moved on by every change (0027): a review names the version it saw. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    index('kyc_submissions_customer_idx').on(table.customerId),
    check('kyc_submissions_status', sql`${table.status} IN ('review', 'passed', 'rejected')`),
    // One submission of each kind under review at a time.
    uniqueIndex('kyc_submissions_one_in_review')
      .on(table.customerId, table.kind)
      .where(sql`${table.status} = 'review'`),
  ],
);

export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: customerId(),
    /** 'bank' | 'crypto' */
    type: text('type').notNull(),
    currency: text('currency').notNull(),
    /** What the customer says they sent. */
    money: amount('money').notNull(),
    network: text('network'),
    /** 64 lower-case hex digits without 0x (the one stored form). */
    txHash: text('tx_hash'),
    confirmations: integer('confirmations').notNull().default(0),
    reference: text('reference').notNull().unique(),
    proofFileId: uuid('proof_file_id').references(() => files.id),
    /** Seed status codes: 0 wait, 1 pass, 2 part, 3 refuse. */
    status: smallint('status').notNull().default(0),
    /** What was actually received and credited (in `currency`). */
    auditMoney: amount('audit_money'),
    accountCurrency: text('account_currency').notNull(),
    fxRate: amount('fx_rate'),
    convertedAmount: amount('converted_amount'),
    auditedBy: text('audited_by'),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    comment: text('comment'),
    timezone: text('timezone').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    /** Moved on by every change (0027): a review names the version it saw. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    index('deposits_customer_idx').on(table.customerId, table.id),
    index('deposits_tx_hash_idx').on(table.network, table.txHash),
    // A hash is only a hint (the chain decides whose money it is): unique among one
    // customer's waiting deposits, never across customers.
    uniqueIndex('deposits_waiting_hint_unique')
      .on(table.customerId, table.network, table.txHash)
      .where(sql`${table.status} = 0 AND ${table.txHash} IS NOT NULL`),
    check('deposits_status', sql`${table.status} IN (0, 1, 2, 3)`),
    check('deposits_money_positive', sql`${table.money} > 0`),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: customerId(),
    /** 'bank' | 'crypto' */
    type: text('type').notNull(),
    /** The card or wallet as it was when requested. */
    target: jsonb('target').$type<Record<string, unknown>>().notNull(),
    currency: text('currency').notNull(),
    amount: amount('amount').notNull(),
    fee: amount('fee').notNull(),
    /** Seed status codes: 0 wait, 1 pass, 2 refuse, 3 cancel. */
    status: smallint('status').notNull().default(0),
    holdId: bigint('hold_id', { mode: 'number' })
      .notNull()
      .references(() => holds.id),
    comment: text('comment'),
    /** The bank transfer's or transaction's reference of a paid withdrawal (0027). */
    payoutReference: text('payout_reference'),
    /**
     * Why the reviewing operator should look closer (0036), shown in the review queue: a bank
     * account whose holder's name does not match the verified identity's. Null: nothing found.
     */
    reviewNote: jsonb('review_note').$type<WithdrawalReviewNote>(),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Moved on by every change (0027): a review names the version it saw. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [
    index('withdrawals_customer_idx').on(table.customerId, table.id),
    check('withdrawals_status', sql`${table.status} IN (0, 1, 2, 3)`),
    check('withdrawals_amount_positive', sql`${table.amount} > 0 AND ${table.fee} >= 0`),
  ],
);

/** Conversion rates the platform applies (operators edit them; a spread is applied on top). */
export const fxRates = pgTable(
  'fx_rates',
  {
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    rate: amount('rate').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.base, table.quote] }),
    check('fx_rates_positive', sql`${table.rate} > 0`),
  ],
);
