import type { IPO_SUBSCRIPTION_STATUSES, IpoAllotmentRule } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { holds, journalEntries } from './ledger.ts';
import { instruments } from './market.ts';
import { orders } from './trading.ts';

const decimal = (name: string) => numeric(name, { precision: 38, scale: 8 });
/** Whole shares, exact: a quantity is never held in a JavaScript number. */
const shares = (name: string) => numeric(name, { precision: 38, scale: 0 });
const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const IPO_OFFERING_STATUSES = ['scheduled', 'allotted', 'listed'] as const;
export type IpoOfferingStatus = (typeof IPO_OFFERING_STATUSES)[number];

/**
 * An IPO: the new instrument's terms and its calendar (migration 0024). The instrument row is
 * written only at listing, so nothing quotes or trades it before.
 */
export const ipoOfferings = pgTable('ipo_offerings', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  market: text('market').notNull(),
  symbol: text('symbol').notNull(),
  /** The English name, as the instrument row will carry it. */
  name: text('name').notNull(),
  /** The name in every language, by language key. */
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  currency: text('currency').notNull(),
  tickSize: decimal('tick_size').notNull(),
  lotSize: integer('lot_size').notNull(),
  issuePrice: decimal('issue_price').notNull(),
  sharesIssued: shares('shares_issued').notNull(),
  issueAmount: decimal('issue_amount').generatedAlwaysAs(sql`issue_price * shares_issued`),
  maxPerCustomer: shares('max_per_customer').notNull(),
  allotmentRule: text('allotment_rule').$type<IpoAllotmentRule>().notNull(),
  partialAllowed: boolean('partial_allowed').generatedAlwaysAs(
    sql`allotment_rule = 'pro_rata_lottery'`,
  ),
  subscriptionStartsAt: at('subscription_starts_at').notNull(),
  subscriptionEndsAt: at('subscription_ends_at').notNull(),
  allotmentAt: at('allotment_at').notNull(),
  listingAt: at('listing_at').notNull(),
  /** Drawn at creation, revealed once the draw is made; its SHA-256 is shown from the start. */
  lotterySeed: text('lottery_seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  status: text('status').$type<IpoOfferingStatus>().notNull().default('scheduled'),
  instrumentId: integer('instrument_id').references(() => instruments.id),
  createdBy: text('created_by').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  allottedAt: at('allotted_at'),
  listedAt: at('listed_at'),
});

type IpoSubscriptionStatus = (typeof IPO_SUBSCRIPTION_STATUSES)[number];

/**
 * One application: a customer's subscription to an offering (a second subscription adds to it,
 * migration 0034), its hold of issue price x quantity + the fee table's fee on that amount, and
 * what the draw allotted it. From the allotment `holdId` is the hold of the allotted part only,
 * paid at the listing.
 */
export const ipoSubscriptions = pgTable('ipo_subscriptions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  offeringId: bigint('offering_id', { mode: 'number' })
    .notNull()
    .references(() => ipoOfferings.id),
  customerId: bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id),
  quantity: shares('quantity').notNull(),
  lots: bigint('lots', { mode: 'number' }).notNull(),
  price: decimal('price').notNull(),
  amount: decimal('amount').notNull(),
  fee: decimal('fee').notNull(),
  holdId: bigint('hold_id', { mode: 'number' })
    .notNull()
    .references(() => holds.id),
  status: text('status').$type<IpoSubscriptionStatus>().notNull().default('waiting'),
  allottedLots: bigint('allotted_lots', { mode: 'number' }),
  allottedQuantity: shares('allotted_quantity'),
  allottedAmount: decimal('allotted_amount'),
  allottedFee: decimal('allotted_fee'),
  /** The entry that returned the part not allotted to cash (none when all of it was). */
  allotmentEntryId: bigint('allotment_entry_id', { mode: 'number' }).references(
    () => journalEntries.id,
  ),
  /** The buy the listing filled through the one fill path, paid from the kept hold. */
  orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
  createdAt: at('created_at').notNull().defaultNow(),
  allottedAt: at('allotted_at'),
});

/** Per offering and customer, the shares subscribed: the row the maximum is checked on. */
export const ipoCustomerTotals = pgTable(
  'ipo_customer_totals',
  {
    offeringId: bigint('offering_id', { mode: 'number' })
      .notNull()
      .references(() => ipoOfferings.id),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    quantity: shares('quantity').notNull(),
  },
  (table) => [
    primaryKey({ name: 'ipo_customer_totals_pk', columns: [table.offeringId, table.customerId] }),
  ],
);

/** One entrant of a draw: what it asked, its pro-rata share and its lottery ticket. */
export interface DrawLine {
  subscriptionId: number;
  requestedLots: number;
  /** Pro-rata: the share rounded down; whole lottery: what the first, whole pass gave. */
  baseLots: number;
  /** SHA-256 of `${seed}:${subscriptionId}`: lower tickets are drawn first. */
  ticket: string;
  allottedLots: number;
}

/** The published draw of an offering: enough to recompute every allotment from the seed. */
export const ipoAllotmentDraws = pgTable(
  'ipo_allotment_draws',
  {
    offeringId: bigint('offering_id', { mode: 'number' })
      .notNull()
      .references(() => ipoOfferings.id),
    /** Practice accounts' applications are drawn apart, over the same lots (0060). */
    book: text('book').notNull().default('real'),
    algorithm: text('algorithm').notNull(),
    seed: text('seed').notNull(),
    lotsAvailable: bigint('lots_available', { mode: 'number' }).notNull(),
    lotsRequested: bigint('lots_requested', { mode: 'number' }).notNull(),
    result: jsonb('result').$type<DrawLine[]>().notNull(),
    triggeredBy: text('triggered_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.offeringId, table.book] })],
);
