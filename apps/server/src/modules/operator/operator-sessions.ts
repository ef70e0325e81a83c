import { randomBytes } from 'node:crypto';
import { addDuration } from '@brokerage/shared/market-time';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operatorSessions } from '../../db/schema/index.ts';
import { hashToken } from '../security/sessions.ts';
import { isOperatorRole, type OperatorActor } from '../../lib/permissions.ts';

/** A working day in all, and half an hour without a request ends it sooner. */
const SESSION_ABSOLUTE = { hours: 12 } as const;
const SESSION_IDLE = { minutes: 30 } as const;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The setting with which an admin requires TOTP of every operator. Unset means required: a
 * fresh install asks its first operator to enrol before anything else; an admin may turn it
 * off explicitly.
 */
export const REQUIRE_TOTP_SETTING = 'operator.requireTotp';

export interface SessionMeta {
  ip: string | undefined;
  userAgent: string | undefined;
}

/** An opaque token; only its hash is stored. */
export const createOperatorSession = async (
  db: Executor,
  operatorId: number,
  meta: SessionMeta,
  now: Date,
  options: { secondFactor: boolean; expiresAt?: Date },
): Promise<{ token: string; expiresAt: Date }> => {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = options.expiresAt ?? addDuration(now, SESSION_ABSOLUTE);
  await db.insert(operatorSessions).values({
    tokenHash: hashToken(token),
    operatorId,
    expiresAt,
    lastSeenAt: now,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    secondFactor: options.secondFactor,
  });
  return { token, expiresAt };
};

type SessionRow = {
  session_id: number;
  operator_id: number;
  username: string;
  role: string;
  totp_enrolled: boolean;
  require_totp: boolean;
  second_factor: boolean;
  expires_at: string | Date;
} & Record<string, unknown>;

/**
 * The live session of a token, touched in the same statement: found only if not revoked,
 * before its absolute end, within 30 minutes of its last request, of an operator not
 * disabled, and opened with a second factor if the operator has TOTP (a session opened with
 * the password before enrolment is over); finding it moves its last request to now.
 */
export const findOperatorSession = async (
  db: Executor,
  token: string,
  now: Date,
): Promise<OperatorActor | null> => {
  if (!TOKEN_PATTERN.test(token)) return null;
  const idleSince = addDuration(now, { minutes: -SESSION_IDLE.minutes });
  const result = await db.execute<SessionRow>(sql`
    UPDATE operator_sessions s SET last_seen_at = ${now}
      FROM operators o
     WHERE s.token_hash = ${hashToken(token)} AND o.id = s.operator_id
       AND s.revoked_at IS NULL AND s.expires_at > ${now} AND s.last_seen_at > ${idleSince}
       AND o.disabled_at IS NULL AND (s.second_factor OR o.totp_enabled_at IS NULL)
    RETURNING s.id AS session_id, o.id AS operator_id, o.username, o.role, s.expires_at,
              s.second_factor, o.totp_enabled_at IS NOT NULL AS totp_enrolled,
              COALESCE((SELECT value <> 'false'::jsonb FROM settings
                         WHERE key = ${REQUIRE_TOTP_SETTING}), true) AS require_totp`);
  const [row] = result.rows;
  if (!row || !isOperatorRole(row.role)) return null;
  return {
    sessionId: Number(row.session_id),
    operatorId: Number(row.operator_id),
    username: row.username,
    role: row.role,
    totpEnrolled: row.totp_enrolled,
    mustEnrolTotp: row.require_totp && !row.totp_enrolled,
    secondFactor: row.second_factor,
    expiresAt: new Date(row.expires_at),
  };
};

export const revokeOperatorSession = async (db: Executor, sessionId: number, now: Date) => {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
};

/** Every session of an operator ends (disabled, role changed, TOTP reset). */
export const revokeOperatorSessions = async (db: Executor, operatorId: number, now: Date) => {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
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

/**
 * `PUT user/login`: a fresh token for a live session, the old one revoked in the same
 * statement (so it is used at most once). The new session keeps the old absolute end: a
 * refresh never stretches a working day past 12 hours.
 */
export const rotateOperatorSession = async (
  db: Executor,
  actor: OperatorActor,
  meta: SessionMeta,
  now: Date,
): Promise<{ token: string; expiresAt: Date } | null> => {
  const revoked = await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, actor.sessionId), isNull(operatorSessions.revokedAt)))
    .returning({ id: operatorSessions.id });
  if (revoked.length === 0) return null;
  return createOperatorSession(db, actor.operatorId, meta, now, {
    secondFactor: actor.secondFactor,
    expiresAt: actor.expiresAt,
  });
};
