import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operatorSessions } from '../../db/schema/index.ts';

export const insertOperatorSession = async (
  db: Executor,
  values: typeof operatorSessions.$inferInsert,
): Promise<void> => {
  await db.insert(operatorSessions).values(values);
};

// A type rather than an interface: rows of the driver are records of columns.
export type LiveOperatorSessionRow = {
  session_id: number;
  operator_id: number;
  username: string;
  role: string;
  totp_enrolled: boolean;
  require_totp: boolean;
  must_change_password: boolean;
  second_factor: boolean;
  expires_at: string | Date;
} & Record<string, unknown>;

/**
 * The live session of a token's hash with its operator, touched in the same statement: found
 * only if not revoked, before its absolute end, with a request after `idleSince`, of an
 * operator not disabled, and opened with a second factor if the operator has TOTP; finding
 * it moves its last request to `now`. `require_totp` is the setting `requireTotpSetting`
 * (unset: required).
 */
export const touchLiveOperatorSession = async (
  db: Executor,
  tokenHash: string,
  now: Date,
  idleSince: Date,
  requireTotpSetting: string,
): Promise<LiveOperatorSessionRow | null> => {
  const result = await db.execute<LiveOperatorSessionRow>(sql`
    UPDATE operator_sessions s SET last_seen_at = ${now}
      FROM operators o
     WHERE s.token_hash = ${tokenHash} AND o.id = s.operator_id
       AND s.revoked_at IS NULL AND s.expires_at > ${now} AND s.last_seen_at > ${idleSince}
       AND o.disabled_at IS NULL AND (s.second_factor OR o.totp_enabled_at IS NULL)
    RETURNING s.id AS session_id, o.id AS operator_id, o.username, o.role, s.expires_at,
              s.second_factor, o.totp_enabled_at IS NOT NULL AS totp_enrolled,
              o.must_change_password,
              COALESCE((SELECT value <> 'false'::jsonb FROM settings
                         WHERE key = ${requireTotpSetting}), true) AS require_totp`);
  return result.rows[0] ?? null;
};

/** Revokes the session unless it already was; false: it already was (or never existed). */
export const revokeOperatorSession = async (
  db: Executor,
  sessionId: number,
  now: Date,
): Promise<boolean> => {
  const revoked = await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)))
    .returning({ id: operatorSessions.id });
  return revoked.length > 0;
};

/**
 * Every session of an operator ends (disabled, role changed, TOTP or password reset), but
 * `keep` (the session that changed its own password).
 */
export const revokeOperatorSessions = async (
  db: Executor,
  operatorId: number,
  now: Date,
  keep?: number,
) => {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        keep === undefined ? undefined : ne(operatorSessions.id, keep),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
      ),
    );
};

/**
 * Ends every session opened with the password alone, of one operator (`operatorId`) or of
 * all (null), except `keep` (the session that just proved a code): TOTP became required of
 * them, so what the password alone opened is over.
 */
export const revokePasswordOnlySessions = async (
  db: Executor,
  operatorId: number | null,
  now: Date,
  keep?: number,
) => {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(
      and(
        operatorId === null ? undefined : eq(operatorSessions.operatorId, operatorId),
        keep === undefined ? undefined : ne(operatorSessions.id, keep),
        eq(operatorSessions.secondFactor, false),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
      ),
    );
};

/** The session counts as opened with a second factor (it just proved a code). */
export const markSessionSecondFactor = async (db: Executor, sessionId: number): Promise<void> => {
  await db
    .update(operatorSessions)
    .set({ secondFactor: true })
    .where(eq(operatorSessions.id, sessionId));
};
