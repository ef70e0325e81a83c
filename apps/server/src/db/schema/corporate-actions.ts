import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { journalEntries } from './ledger.ts';
import { instruments } from './market.ts';
import { positions } from './trading.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const amount = (name: string) => numeric(name, { precision: 38, scale: 8 });

/**
 * A record a corporate actions feed published (migration 0062), claimed once per source and
 * vendor id: `proposed` (a four-eyes proposal points at it) or `rejected` with the check it
 * failed. `terms` are what it was claimed with; `amendedTerms` what the vendor published under
 * the same id after it was proposed, which is never applied.
 */
export const corporateFeedRecords = pgTable(
  'corporate_feed_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    source: text('source').notNull(),
    ref: text('ref').notNull(),
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['proposed', 'rejected'] }).notNull(),
    /** The error code of the check it failed; a validation failure's message key and field. */
    errorCode: text('error_code'),
    errorDetail: text('error_detail'),
    errorField: text('error_field'),
    amendedTerms: jsonb('amended_terms').$type<Record<string, unknown>>(),
    receivedAt: at('received_at').notNull(),
    checkedAt: at('checked_at').notNull(),
    amendedAt: at('amended_at'),
  },
  (table) => [
    unique('corporate_feed_records_once').on(table.source, table.ref),
    index('corporate_feed_records_attention_idx')
      .on(table.id)
      .where(sql`${table.status} = 'rejected' OR ${table.amendedTerms} IS NOT NULL`),
  ],
);

/**
 * A corporate action as announced (issue 30 item 3; migrations 0056 and 0058 hold its checks),
 * entered by an operator (or proposed by a feed record) and approved by a second admin. A cash dividend is `announced` until its
 * ex-date begins, `entitled` once the lots then held are recorded, `paid` after its pay date; a
 * split is `applied` to the lots when its ex-date begins.
 */
export const corporateActions = pgTable(
  'corporate_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    instrumentKey: text('instrument_key').notNull(),
    market: text('market').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: ['cash_dividend', 'split'] }).notNull(),
    /** A dividend's. */
    amountPerShare: amount('amount_per_share'),
    withholdingRate: numeric('withholding_rate', { precision: 6, scale: 5 }),
    /** A split's: `splitTo` new shares for every `splitFrom` held. */
    splitTo: integer('split_to'),
    splitFrom: integer('split_from'),
    /** The close a split's fractions were paid at (before adjusting), recorded when applied. */
    closeBeforeEx: amount('close_before_ex'),
    exDate: date('ex_date').notNull(),
    payDate: date('pay_date').notNull(),
    status: text('status', { enum: ['announced', 'entitled', 'paid', 'applied', 'cancelled'] })
      .notNull()
      .default('announced'),
    note: text('note'),
    enteredBy: text('entered_by').notNull(),
    approvedBy: text('approved_by'),
    /** The feed record it was proposed by; null: an operator entered it. */
    feedRecordId: bigint('feed_record_id', { mode: 'number' }).references(
      () => corporateFeedRecords.id,
    ),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When a dividend's lots were entitled, or a split applied to them. */
    entitledAt: at('entitled_at'),
    paidAt: at('paid_at'),
  },
  (table) => [
    uniqueIndex('corporate_actions_once')
      .on(table.instrumentId, table.exDate)
      .where(sql`${table.status} <> 'cancelled'`),
    index('corporate_actions_due_idx')
      .on(table.status, table.exDate, table.payDate)
      .where(sql`${table.status} IN ('announced', 'entitled')`),
  ],
);

/** What one lot held when a dividend's ex-date began, and what it is paid (once). */
export const dividendEntitlements = pgTable(
  'dividend_entitlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actionId: bigint('action_id', { mode: 'number' })
      .notNull()
      .references(() => corporateActions.id),
    positionId: bigint('position_id', { mode: 'number' })
      .notNull()
      .references(() => positions.id),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    quantity: numeric('quantity', { precision: 38, scale: 0 }).notNull(),
    gross: amount('gross').notNull(),
    withholding: amount('withholding').notNull(),
    net: amount('net').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    paidAt: at('paid_at'),
  },
  (table) => [
    unique('dividend_entitlements_once').on(table.actionId, table.positionId),
    index('dividend_entitlements_customer_idx').on(table.customerId, table.id),
    index('dividend_entitlements_unpaid_idx')
      .on(table.actionId, table.customerId)
      .where(sql`${table.paidAt} IS NULL`),
  ],
);

/** What a split did to one lot, and the cash its fraction of a share was paid (once). */
export const splitAdjustments = pgTable(
  'split_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actionId: bigint('action_id', { mode: 'number' })
      .notNull()
      .references(() => corporateActions.id),
    positionId: bigint('position_id', { mode: 'number' })
      .notNull()
      .references(() => positions.id),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    quantityBefore: numeric('quantity_before', { precision: 38, scale: 0 }).notNull(),
    quantityAfter: numeric('quantity_after', { precision: 38, scale: 0 }).notNull(),
    /** The cost the lot's whole shares kept. */
    cost: amount('cost').notNull(),
    fraction: amount('fraction').notNull(),
    cashInLieu: amount('cash_in_lieu').notNull(),
    realizedPnl: amount('realized_pnl').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    appliedAt: at('applied_at').notNull(),
  },
  (table) => [
    unique('split_adjustments_once').on(table.actionId, table.positionId),
    index('split_adjustments_customer_idx').on(table.customerId, table.id),
  ],
);

/**
 * The last read of each corporate actions feed (migration 0063): when a pass last read it, when
 * a read last succeeded and with how many records, and the last read's failure, if it failed.
 */
export const corporateFeedReads = pgTable('corporate_feed_reads', {
  source: text('source').primaryKey(),
  readAt: at('read_at').notNull(),
  succeededAt: at('succeeded_at'),
  records: integer('records'),
  error: text('error'),
});
