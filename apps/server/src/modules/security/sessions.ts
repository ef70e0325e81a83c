import { createHash, randomBytes } from 'node:crypto';
import { addDuration } from '@brokerage/shared/market-time';
import type { Database, Executor } from '../../db/client.ts';
import type { CustomerActor } from '../../deps.ts';
import type { Book } from '@brokerage/shared';
import { DomainError } from '../../lib/domain-error.ts';
import type { SessionEndAnnouncer } from '../../lib/events/customer-events.ts';
import {
  activeSessionRow,
  clearTradeUnlocks,
  insertSession,
  revokeCustomerSessionRows,
  revokeSessionRow,
  setTradeUnlockedUntil,
  type ActiveSessionRow,
} from './sessions.repository.ts';

/** A customer session lasts 30 days of 24 hours (UTC days: no clock change shortens one). */
const SESSION_LIFETIME = { days: 30 } as const;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export interface SessionMeta {
  ip: string | undefined;
  userAgent: string | undefined;
}

/** An opaque random token; only its hash is stored, so it can be revoked but not recovered. */
export const createSession = async (
  db: Executor,
  customerId: number,
  meta: SessionMeta,
  now: Date,
): Promise<string> => {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, {
    tokenHash: hashToken(token),
    customerId,
    expiresAt: addDuration(now, SESSION_LIFETIME),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return token;
};

export interface ActiveSession {
  id: number;
  customerId: number;
  /** Until when the pay password unlocks trading for this session (null: locked). */
  tradeUnlockedUntil: Date | null;
  /** Whether the customer gets the VIP fee discount (read here so an order needs no lookup). */
  vip: boolean;
  /** The customer's open practice account (null: none). */
  practiceId: number | null;
}

/** The hash a session is found by, or null for a token that cannot be one. */
export const sessionLookupKey = (token: string | null): string | null =>
  token !== null && TOKEN_PATTERN.test(token) ? hashToken(token) : null;

export const activeSessionFrom = (row: ActiveSessionRow): ActiveSession => ({
  id: row.id,
  customerId: row.customer_id,
  tradeUnlockedUntil: row.trade_unlocked_until,
  vip: row.vip,
  practiceId: row.practice_id === null ? null : Number(row.practice_id),
});

export const findActiveSession = async (
  db: Database,
  token: string,
  now: Date,
): Promise<ActiveSession | null> => {
  const key = sessionLookupKey(token);
  if (key === null) return null;
  const row = await activeSessionRow(db, key, now);
  return row ? activeSessionFrom(row) : null;
};

/**
 * The one place sessions end (logout, password change, password reset): the rows are revoked
 * (every request, `auth` and `resume` checks that), then the end is announced on the customer
 * event bus so that their open WebSockets close at once, on every server copy. Called outside
 * a transaction: announced before a commit, a socket could close for a revoke rolled back.
 */
export const revokeSession = async (
  db: Executor,
  sessionId: number,
  now: Date,
  sessionEnds: SessionEndAnnouncer,
): Promise<void> => {
  announceEnded(await revokeSessionRow(db, sessionId, now), sessionEnds);
};

/** After a password change or reset every other device (all of them: null) logs in again. */
export const revokeOtherSessions = async (
  db: Executor,
  customerId: number,
  keepSessionId: number | null,
  now: Date,
  sessionEnds: SessionEndAnnouncer,
): Promise<void> => {
  const ended = await revokeCustomerSessionRows(db, customerId, keepSessionId, now);
  announceEnded(ended, sessionEnds);
};

const announceEnded = (
  ended: readonly { id: number; customerId: number }[],
  sessionEnds: SessionEndAnnouncer,
): void => {
  const byCustomer = new Map<number, number[]>();
  for (const row of ended)
    byCustomer.set(row.customerId, [...(byCustomer.get(row.customerId) ?? []), row.id]);
  for (const [customerId, ids] of byCustomer) sessionEnds.endSessions(customerId, ids);
};

/** Trading stays unlocked for this long after the pay password was entered. */
const TRADE_UNLOCK = { minutes: 15 } as const;

export const unlockTrading = async (db: Executor, sessionId: number, now: Date): Promise<Date> => {
  const until = addDuration(now, TRADE_UNLOCK);
  await setTradeUnlockedUntil(db, sessionId, until);
  return until;
};

/**
 * A new pay password ends every trading unlock of the customer's sessions: an unlock granted
 * by the old PIN (perhaps to someone who guessed or watched it) must not outlive it.
 */
export const endTradeUnlocks = async (db: Executor, customerId: number): Promise<void> => {
  await clearTradeUnlocks(db, customerId);
};

/**
 * The customer a session acts for, or 401: a missing, malformed, expired or revoked token
 * are all the same to the caller. In the practice `book` it acts for the customer's open
 * practice account (with the same session, pay-password unlock and fee terms), or 409.
 */
export const actorOf = (session: ActiveSession | null, book: Book = 'real'): CustomerActor => {
  if (!session) throw new DomainError('UNAUTHORIZED');
  return {
    customerId: book === 'real' ? session.customerId : practiceAccountOf(session),
    personId: session.customerId,
    book,
    sessionId: session.id,
    tradeUnlockedUntil: session.tradeUnlockedUntil,
    vip: session.vip,
  };
};

const practiceAccountOf = (session: ActiveSession): number => {
  if (session.practiceId === null) throw new DomainError('PRACTICE_NOT_OPEN');
  return session.practiceId;
};
