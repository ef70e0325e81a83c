import { randomBytes } from 'node:crypto';
import { addDuration } from '@brokerage/shared/market-time';
import type { Executor } from '../../db/client.ts';
import { hashToken } from '../security/sessions.ts';
import { isOperatorRole, type OperatorActor } from '../../lib/permissions.ts';
import {
  insertOperatorSession,
  revokeOperatorSession,
  touchLiveOperatorSession,
} from './operator-sessions.repository.ts';

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
  await insertOperatorSession(db, {
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
  const row = await touchLiveOperatorSession(
    db,
    hashToken(token),
    now,
    idleSince,
    REQUIRE_TOTP_SETTING,
  );
  if (!row || !isOperatorRole(row.role)) return null;
  return {
    sessionId: Number(row.session_id),
    operatorId: Number(row.operator_id),
    username: row.username,
    role: row.role,
    totpEnrolled: row.totp_enrolled,
    mustEnrolTotp: row.require_totp && !row.totp_enrolled,
    mustChangePassword: row.must_change_password,
    secondFactor: row.second_factor,
    expiresAt: new Date(row.expires_at),
  };
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
  if (!(await revokeOperatorSession(db, actor.sessionId, now))) return null;
  return createOperatorSession(db, actor.operatorId, meta, now, {
    secondFactor: actor.secondFactor,
    expiresAt: actor.expiresAt,
  });
};
