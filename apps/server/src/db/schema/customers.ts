import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const customers = pgTable(
  'customers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The user ID a customer can log in with (seed: login accepts an email or a user ID). */
    uid: text('uid').notNull().unique(),
    email: text('email'),
    areaCode: text('area_code'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    payPasswordHash: text('pay_password_hash'),
    nickname: text('nickname').notNull(),
    vip: boolean('vip').notNull().default(false),
    kycStatus: text('kyc_status').notNull().default('none'),
    inviteCode: text('invite_code').notNull().unique(),
    invitedBy: bigint('invited_by', { mode: 'number' }),
    /** Set by an operator with the reason the customer is shown; null: not frozen (0027). */
    loginFrozenReason: text('login_frozen_reason'),
    /** New buys refused with this reason; closing stays possible (0027). */
    tradingFrozenReason: text('trading_frozen_reason'),
    /**
     * When an operator forced a password reset; until the customer sets a new password with a
     * code, the password opens no session (0048). Null: no reset pending.
     */
    passwordResetAt: timestamp('password_reset_at', { withTimezone: true }),
    /**
     * `practice`: the practice account of the customer `practiceOf`, with virtual money in the
     * practice ledger book; nobody logs in as it (0060).
     */
    book: text('book').notNull().default('real'),
    practiceOf: bigint('practice_of', { mode: 'number' }),
    /** When a reset replaced this practice account with a new one. */
    retiredAt: timestamp('retired_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('customers_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('customers_phone_unique').on(table.areaCode, table.phone),
    check(
      'customers_has_contact',
      sql`${table.book} = 'practice' OR ${table.email} IS NOT NULL OR ${table.phone} IS NOT NULL`,
    ),
    check(
      'customers_book',
      sql`(${table.book} = 'real' AND ${table.practiceOf} IS NULL AND ${table.retiredAt} IS NULL) OR (${table.book} = 'practice' AND ${table.practiceOf} IS NOT NULL)`,
    ),
    uniqueIndex('customers_practice_open')
      .on(table.practiceOf)
      .where(sql`${table.retiredAt} IS NULL`),
    check(
      'customers_kyc_status',
      sql`${table.kycStatus} IN ('none', 'review', 'passed', 'rejected')`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of the opaque token: a stolen table does not yield usable tokens. */
    tokenHash: text('token_hash').notNull().unique(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Trading unlocked by the pay password until then (one PIN entry per sitting, not per order). */
    tradeUnlockedUntil: timestamp('trade_unlocked_until', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_customer_idx').on(table.customerId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('verification_codes_lookup_idx').on(table.recipient, table.purpose)],
);

/** What the default mail/SMS transport "sends": readable locally, never lost. */
export const outboxMessages = pgTable('outbox_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/**
 * Attempts per key (a customer's login or pay password, an operator's login) for brute-force
 * backoff: each attempt is counted before its secret is checked (lib/throttle/throttle.ts).
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  /** Checks under way: they count against the limit until they resolve. */
  pending: integer('pending').notNull().default(0),
  /** Every attempt, refused ones included; a right answer forgives only if none came since. */
  tries: bigint('tries', { mode: 'number' }).notNull().default(0),
  /** The number of the last try let through to a check of the secret. */
  grantedTry: bigint('granted_try', { mode: 'number' }).notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Verification-code send limits (per recipient, per address), in rate-limiter-flexible's
 * layout: the library reads and writes it; `expire` is epoch milliseconds.
 */
export const codeSendLimits = pgTable('code_send_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

export const operators = pgTable('operators', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull(),
  totpSecret: text('totp_secret'),
  /** A secret shown for enrolment, confirmed by a first code before it becomes `totpSecret`. */
  totpPendingSecret: text('totp_pending_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last 30-second step a code was accepted for (a code works once). */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** An admin reset the password: only changing it is open until the operator does (0049). */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  createdAt: createdAt(),
});
