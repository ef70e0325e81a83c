import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  customers,
  customerDevices,
  customerFactorChallenges,
  customerLoginTickets,
  customerRecoveryCodes,
  customerSecondFactors,
  customerStepUps,
} from '../../db/schema/index.ts';
import { hashToken } from '../security/sessions.ts';

/** How an authenticator app or a passkey names the account: its e-mail, phone or user ID. */
export const findAccountLabel = async (
  db: Executor,
  customerId: number,
): Promise<string | null> => {
  const [row] = await db
    .select({
      email: customers.email,
      phone: customers.phone,
      areaCode: customers.areaCode,
      uid: customers.uid,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) return null;
  return row.email ?? (row.phone ? `+${row.areaCode}${row.phone}` : row.uid);
};

export type FactorRow = typeof customerSecondFactors.$inferSelect;
export type ChallengePurpose = (typeof customerFactorChallenges.$inferSelect)['purpose'];

export const listFactors = (db: Executor, customerId: number): Promise<FactorRow[]> =>
  db
    .select()
    .from(customerSecondFactors)
    .where(eq(customerSecondFactors.customerId, customerId))
    .orderBy(asc(customerSecondFactors.id));

export const hasFactor = async (db: Executor, customerId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: customerSecondFactors.id })
    .from(customerSecondFactors)
    .where(eq(customerSecondFactors.customerId, customerId))
    .limit(1);
  return row !== undefined;
};

export const findTotpFactor = async (db: Executor, customerId: number) => {
  const [row] = await db
    .select()
    .from(customerSecondFactors)
    .where(
      and(eq(customerSecondFactors.customerId, customerId), eq(customerSecondFactors.kind, 'totp')),
    );
  return row ?? null;
};

export const findPasskey = async (db: Executor, customerId: number, credentialId: string) => {
  const [row] = await db
    .select()
    .from(customerSecondFactors)
    .where(
      and(
        eq(customerSecondFactors.customerId, customerId),
        eq(customerSecondFactors.credentialId, credentialId),
      ),
    );
  return row ?? null;
};

/**
 * Accepts a TOTP step once: stored only if later than the last accepted, in one statement,
 * so of any number of parallel uses of one code one wins (as operator.service's claimTotpStep).
 */
export const claimCustomerTotpStep = async (
  db: Executor,
  factorId: number,
  step: number,
  now: Date,
): Promise<boolean> => {
  const claimed = await db
    .update(customerSecondFactors)
    .set({ totpLastStep: step, lastUsedAt: now })
    .where(
      and(
        eq(customerSecondFactors.id, factorId),
        sql`(${customerSecondFactors.totpLastStep} IS NULL OR ${customerSecondFactors.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: customerSecondFactors.id });
  return claimed.length === 1;
};

/**
 * Moves a passkey's signature counter on, in the statement that checks it went up: a cloned
 * authenticator replaying an old counter, or two parallel uses of one count, find no row.
 * Authenticators that keep no counter report 0 every time, which stays accepted.
 */
export const advancePasskeyCounter = async (
  db: Executor,
  factorId: number,
  counter: number,
  now: Date,
): Promise<boolean> => {
  const moved = await db
    .update(customerSecondFactors)
    .set({ signCount: counter, lastUsedAt: now })
    .where(
      and(
        eq(customerSecondFactors.id, factorId),
        sql`(${customerSecondFactors.signCount} < ${counter} OR (${counter} = 0 AND ${customerSecondFactors.signCount} = 0))`,
      ),
    )
    .returning({ id: customerSecondFactors.id });
  return moved.length === 1;
};

export const insertFactor = async (
  db: Executor,
  row: typeof customerSecondFactors.$inferInsert,
) => {
  const [created] = await db.insert(customerSecondFactors).values(row).returning();
  if (!created) throw new Error('factor insert returned nothing');
  return created;
};

/** Every factor of the customer goes (an approved reset). */
export const deleteFactorsOf = async (db: Executor, customerId: number): Promise<void> => {
  await db.delete(customerSecondFactors).where(eq(customerSecondFactors.customerId, customerId));
};

export const deleteFactor = async (db: Executor, customerId: number, factorId: number) =>
  db
    .delete(customerSecondFactors)
    .where(
      and(eq(customerSecondFactors.id, factorId), eq(customerSecondFactors.customerId, customerId)),
    )
    .returning({ id: customerSecondFactors.id, name: customerSecondFactors.name });

export const replaceRecoveryCodes = async (db: Executor, customerId: number, hashes: string[]) => {
  await db.delete(customerRecoveryCodes).where(eq(customerRecoveryCodes.customerId, customerId));
  if (hashes.length > 0)
    await db
      .insert(customerRecoveryCodes)
      .values(hashes.map((codeHash) => ({ customerId, codeHash })));
};

/** A recovery code works once: marked used in the statement that finds it. */
export const useRecoveryCode = async (
  db: Executor,
  customerId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> => {
  const used = await db
    .update(customerRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerRecoveryCodes.customerId, customerId),
        eq(customerRecoveryCodes.codeHash, codeHash),
        isNull(customerRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: customerRecoveryCodes.id });
  return used.length === 1;
};

export const countUnusedRecoveryCodes = async (db: Executor, customerId: number) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customerRecoveryCodes)
    .where(
      and(eq(customerRecoveryCodes.customerId, customerId), isNull(customerRecoveryCodes.usedAt)),
    );
  return row?.n ?? 0;
};

export const insertChallenge = async (
  db: Executor,
  row: {
    customerId: number;
    purpose: ChallengePurpose;
    binding: string;
    challenge: string;
    expiresAt: Date;
  },
) => {
  await db.insert(customerFactorChallenges).values(row);
};

/**
 * Takes the newest live challenge of a purpose for a binding, once: marked used in the
 * statement that finds it, so an answer can be checked against it a single time.
 */
export const takeChallenge = async (
  db: Executor,
  where: { customerId: number; purpose: ChallengePurpose; binding: string },
  now: Date,
): Promise<string | null> => {
  const taken = await db.execute<{ challenge: string } & Record<string, unknown>>(sql`
    UPDATE customer_factor_challenges SET used_at = ${now}
     WHERE id = (SELECT id FROM customer_factor_challenges
                  WHERE customer_id = ${where.customerId} AND purpose = ${where.purpose}
                    AND binding = ${where.binding} AND used_at IS NULL
                    AND expires_at > ${now}::timestamptz
                  ORDER BY id DESC LIMIT 1)
       AND used_at IS NULL
    RETURNING challenge`);
  return taken.rows[0]?.challenge ?? null;
};

/** The newest live challenge of a purpose, left unused (a TOTP secret shown, not yet confirmed). */
export const peekChallenge = async (
  db: Executor,
  where: { customerId: number; purpose: ChallengePurpose; binding: string },
  now: Date,
): Promise<string | null> => {
  const [row] = await db
    .select({ challenge: customerFactorChallenges.challenge })
    .from(customerFactorChallenges)
    .where(
      and(
        eq(customerFactorChallenges.customerId, where.customerId),
        eq(customerFactorChallenges.purpose, where.purpose),
        eq(customerFactorChallenges.binding, where.binding),
        isNull(customerFactorChallenges.usedAt),
        gt(customerFactorChallenges.expiresAt, now),
      ),
    )
    .orderBy(sql`${customerFactorChallenges.id} DESC`)
    .limit(1);
  return row?.challenge ?? null;
};

export const insertStepUp = async (
  db: Executor,
  row: { token: string; customerId: number; sessionId: number; action: string; expiresAt: Date },
) => {
  await db.insert(customerStepUps).values({
    tokenHash: hashToken(row.token),
    customerId: row.customerId,
    sessionId: row.sessionId,
    action: row.action,
    expiresAt: row.expiresAt,
  });
};

/**
 * Uses a step-up proof once, in one statement: its session, customer and action must match,
 * it must be live and unused. Of any number of parallel uses one finds the row.
 */
export const claimStepUp = async (
  db: Executor,
  where: { token: string; customerId: number; sessionId: number; action: string },
  now: Date,
): Promise<boolean> => {
  const claimed = await db
    .update(customerStepUps)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerStepUps.tokenHash, hashToken(where.token)),
        eq(customerStepUps.customerId, where.customerId),
        eq(customerStepUps.sessionId, where.sessionId),
        eq(customerStepUps.action, where.action),
        isNull(customerStepUps.usedAt),
        gt(customerStepUps.expiresAt, now),
      ),
    )
    .returning({ id: customerStepUps.id });
  return claimed.length === 1;
};

export const insertLoginTicket = async (
  db: Executor,
  row: { token: string; customerId: number; expiresAt: Date },
) => {
  const [created] = await db
    .insert(customerLoginTickets)
    .values({
      tokenHash: hashToken(row.token),
      customerId: row.customerId,
      expiresAt: row.expiresAt,
    })
    .returning({ id: customerLoginTickets.id });
  if (!created) throw new Error('login ticket insert returned nothing');
  return created.id;
};

/** A live, unused ticket's id and customer (not used up: a wrong code may be retried). */
export const findLoginTicket = async (db: Executor, token: string, now: Date) => {
  const [row] = await db
    .select({ id: customerLoginTickets.id, customerId: customerLoginTickets.customerId })
    .from(customerLoginTickets)
    .where(
      and(
        eq(customerLoginTickets.tokenHash, hashToken(token)),
        isNull(customerLoginTickets.usedAt),
        gt(customerLoginTickets.expiresAt, now),
      ),
    );
  return row ?? null;
};

/** Ends a ticket once: of two parallel completions of one sign-in, one opens a session. */
export const useLoginTicket = async (db: Executor, ticketId: number, now: Date) => {
  const used = await db
    .update(customerLoginTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerLoginTickets.id, ticketId),
        isNull(customerLoginTickets.usedAt),
        gt(customerLoginTickets.expiresAt, now),
      ),
    )
    .returning({ id: customerLoginTickets.id });
  return used.length === 1;
};

export const insertDevice = async (
  db: Executor,
  row: { token: string; customerId: number; userAgent: string | undefined },
) => {
  await db.insert(customerDevices).values({
    tokenHash: hashToken(row.token),
    customerId: row.customerId,
    userAgent: row.userAgent?.slice(0, 300) ?? null,
  });
};

/** Whether `token` remembers a device of this customer; a hit moves its last use on. */
export const touchDevice = async (
  db: Executor,
  customerId: number,
  token: string,
  now: Date,
): Promise<boolean> => {
  const seen = await db
    .update(customerDevices)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(customerDevices.tokenHash, hashToken(token)),
        eq(customerDevices.customerId, customerId),
      ),
    )
    .returning({ id: customerDevices.id });
  return seen.length === 1;
};

/** Without any factor left, remembered devices and recovery codes mean nothing: both go. */
export const forgetSecondFactorState = async (db: Executor, customerId: number) => {
  await db.delete(customerDevices).where(eq(customerDevices.customerId, customerId));
  await replaceRecoveryCodes(db, customerId, []);
};
