import { bigint, bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, sessions } from './customers.ts';

/** A customer's TOTP secret or passkey (0038); checks and indexes live in the migration. */
export const customerSecondFactors = pgTable('customer_second_factors', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id),
  kind: text('kind').$type<'totp' | 'passkey'>().notNull(),
  name: text('name').notNull(),
  totpSecret: text('totp_secret'),
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  credentialId: text('credential_id').unique(),
  /** COSE public key, base64url. */
  publicKey: text('public_key'),
  signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
  transports: jsonb('transports').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/** Single-use codes for a lost device (hashed). */
export const customerRecoveryCodes = pgTable('customer_recovery_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id),
  codeHash: text('code_hash').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A WebAuthn challenge or a TOTP secret awaiting its first code, answered once. */
export const customerFactorChallenges = pgTable('customer_factor_challenges', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  customerId: bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id),
  purpose: text('purpose').$type<'passkey-register' | 'passkey-verify' | 'totp-enrol'>().notNull(),
  binding: text('binding').notNull(),
  challenge: text('challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A second factor passed for one action of one session (hashed token, single use). */
export const customerStepUps = pgTable('customer_step_ups', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  customerId: bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id),
  sessionId: bigint('session_id', { mode: 'number' })
    .notNull()
    .references(() => sessions.id),
  action: text('action').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A sign-in waiting for its second factor (hashed ticket, single use). */
export const customerLoginTickets = pgTable('customer_login_tickets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  customerId: bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A device that passed a second factor: signs in with the password alone. */
export const customerDevices = pgTable('customer_devices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  customerId: bigint('customer_id', { mode: 'number' })
    .notNull()
    .references(() => customers.id),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});
