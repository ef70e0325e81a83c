import {
  bigint,
  bigserial,
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LOAN_STATUSES, LoanDayCount, MARGIN_CALL_STATUSES } from '@brokerage/shared';
import { customers } from './customers.ts';
import { files } from './files.ts';
import { journalEntries } from './ledger.ts';
import { positions } from './trading.ts';

/** Constraints and indexes: migrations 0026_loans.sql, 0033_loan_receivable.sql, 0042, 0044. */
const decimal = (name: string) => numeric(name, { precision: 38, scale: 8 });
const rate = (name: string) => numeric(name, { precision: 12, scale: 8 });
const at = (name: string) => timestamp(name, { withTimezone: true });

type LoanStatus = (typeof LOAN_STATUSES)[number];

export const loans = pgTable('loans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id),
  currency: text('currency').notNull(),
  amount: decimal('amount').notNull(),
  periodDays: integer('period_days').notNull(),
  /** Annual, copied from the settings when the customer applied (daily = annual / 365). */
  interestRate: rate('interest_rate').notNull(),
  penaltyRate: rate('penalty_rate').notNull(),
  dayCount: text('day_count').$type<LoanDayCount>().notNull().default('actual/365'),
  /** The margin levels the borrower signed (migration 0044); the setting's later changes apply to new loans. */
  maintenanceLevel: rate('maintenance_level').notNull(),
  liquidationLevel: rate('liquidation_level').notNull(),
  callDeadlineHours: integer('call_deadline_hours').notNull(),
  /** The loan's days (due date, accrual days) are calendar days in this zone. */
  timeZone: text('time_zone').notNull(),
  imageFileId: uuid('image_file_id')
    .notNull()
    .references(() => files.id),
  signatureFileId: uuid('signature_file_id')
    .notNull()
    .references(() => files.id),
  agreedAt: at('agreed_at').notNull(),
  status: text('status').$type<LoanStatus>().notNull().default('applied'),
  reason: text('reason'),
  reviewedBy: text('reviewed_by'),
  reviewedAt: at('reviewed_at'),
  disbursedAt: at('disbursed_at'),
  dueDate: date('due_date'),
  principalDue: decimal('principal_due').notNull().default('0'),
  interestDue: decimal('interest_due').notNull().default('0'),
  penaltyDue: decimal('penalty_due').notNull().default('0'),
  accruedThrough: date('accrued_through'),
  dueRemindedAt: at('due_reminded_at'),
  overdueNotifiedAt: at('overdue_notified_at'),
  repaidAt: at('repaid_at'),
  version: integer('version').notNull().default(1),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const loanAccruals = pgTable(
  'loan_accruals',
  {
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    day: date('day').notNull(),
    /** The principal outstanding that day, which both amounts are computed from. */
    principal: decimal('principal').notNull(),
    interest: decimal('interest').notNull(),
    penalty: decimal('penalty').notNull(),
    /** The entry that posted the day to the receivable (none for days before migration 0033). */
    entryId: bigint('entry_id', { mode: 'number' }).references(() => journalEntries.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.loanId, table.day] })],
);

export const loanRepayments = pgTable('loan_repayments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  loanId: bigint('loan_id', { mode: 'number' })
    .notNull()
    .references(() => loans.id),
  amount: decimal('amount').notNull(),
  principal: decimal('principal').notNull(),
  interest: decimal('interest').notNull(),
  penalty: decimal('penalty').notNull(),
  entryId: bigint('entry_id', { mode: 'number' })
    .notNull()
    .references(() => journalEntries.id),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** What a lent loan pledged of each lot (migration 0042_margin_loans.sql). */
export const loanPledges = pgTable(
  'loan_pledges',
  {
    loanId: bigint('loan_id', { mode: 'number' })
      .notNull()
      .references(() => loans.id),
    positionId: bigint('position_id', { mode: 'number' })
      .notNull()
      .references(() => positions.id),
    quantity: numeric('quantity', { precision: 38, scale: 0 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.loanId, table.positionId] })],
);

export const marginCalls = pgTable('margin_calls', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  loanId: bigint('loan_id', { mode: 'number' })
    .notNull()
    .references(() => loans.id),
  amountToRepay: decimal('amount_to_repay').notNull(),
  equityRatio: decimal('equity_ratio').notNull(),
  deadline: at('deadline').notNull(),
  status: text('status').$type<(typeof MARGIN_CALL_STATUSES)[number]>().notNull().default('open'),
  createdAt: at('created_at').notNull().defaultNow(),
  closedAt: at('closed_at'),
});
