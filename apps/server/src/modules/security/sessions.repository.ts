import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { sessions } from '../../db/schema/index.ts';

export type NewSession = typeof sessions.$inferInsert;

export const insertSession = async (db: Executor, values: NewSession): Promise<void> => {
  await db.insert(sessions).values(values);
};

/**
 * The active session of a token's hash ($1) at an instant ($2), with what every request of
 * the customer's needs. Order placement reads it as a subquery beside the instrument, in
 * the same statement (order-context.ts), so the two share these conditions.
 */
export const ACTIVE_SESSION_QUERY = `SELECT s.id, s.customer_id, s.trade_unlocked_until, c.vip,
          (SELECT p.id FROM customers p
            WHERE p.practice_of = s.customer_id AND p.retired_at IS NULL) AS practice_id
     FROM sessions s JOIN customers c ON c.id = s.customer_id
    WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`;

// A type rather than an interface: rows of the driver are records of columns.
export type ActiveSessionRow = {
  id: number;
  customer_id: number;
  trade_unlocked_until: Date | null;
  vip: boolean;
  /** The customer's open practice account (null: none). */
  practice_id: number | null;
};

/** Every authenticated request asks this first, so it is a prepared statement. */
const activeSession = preparedStatement<ActiveSessionRow>('active-session', ACTIVE_SESSION_QUERY);

export const activeSessionRow = async (
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<ActiveSessionRow | null> => {
  const [row] = await activeSession(db, [tokenHash, now]);
  return row ?? null;
};

/** Revokes the session unless it already was; answers the rows it revoked. */
export const revokeSessionRow = (db: Executor, sessionId: number, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, customerId: sessions.customerId });

/** Revokes the customer's live sessions but `keepSessionId` (all of them: null); answers them. */
export const revokeCustomerSessionRows = (
  db: Executor,
  customerId: number,
  keepSessionId: number | null,
  now: Date,
) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.customerId, customerId),
        isNull(sessions.revokedAt),
        keepSessionId === null ? undefined : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id, customerId: sessions.customerId });

export const setTradeUnlockedUntil = async (
  db: Executor,
  sessionId: number,
  until: Date,
): Promise<void> => {
  await db.update(sessions).set({ tradeUnlockedUntil: until }).where(eq(sessions.id, sessionId));
};

/** Ends every trading unlock of the customer's sessions. */
export const clearTradeUnlocks = async (db: Executor, customerId: number): Promise<void> => {
  await db
    .update(sessions)
    .set({ tradeUnlockedUntil: null })
    .where(and(eq(sessions.customerId, customerId), isNotNull(sessions.tradeUnlockedUntil)));
};
