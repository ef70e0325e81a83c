import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';

export type NewVerificationCode = typeof verificationCodes.$inferInsert;

export const insertVerificationCode = async (
  db: Executor,
  values: NewVerificationCode,
): Promise<void> => {
  await db.insert(verificationCodes).values(values);
};

/**
 * Counts a try on the newest live code of the recipient and purpose, in the statement that
 * checks the count: only while it has had fewer than `maxAttempts` tries (PostgreSQL re-checks
 * that on the locked row, so parallel guesses cannot all pass it). Answers the code's id and
 * hash, or null when no live code is left to try.
 */
export const countTryOnLatestCode = async (
  db: Executor,
  params: { recipient: string; purpose: string },
  now: Date,
  maxAttempts: number,
): Promise<{ id: number; codeHash: string } | null> => {
  if (!Number.isSafeInteger(maxAttempts)) throw new Error(`bad attempt limit: ${maxAttempts}`);
  const claimed = await db.execute<{ id: number; code_hash: string } & Record<string, unknown>>(sql`
    UPDATE verification_codes SET attempts = attempts + 1
     WHERE id = (SELECT id FROM verification_codes
                  WHERE recipient = ${params.recipient} AND purpose = ${params.purpose}
                    AND consumed_at IS NULL AND expires_at > ${now}
                  ORDER BY id DESC LIMIT 1)
       AND consumed_at IS NULL AND attempts < ${sql.raw(String(maxAttempts))}
    RETURNING id, code_hash`);
  const [row] = claimed.rows;
  return row ? { id: row.id, codeHash: row.code_hash } : null;
};

/** Marks the code used unless it already was; answers whether this call did. */
export const markCodeConsumed = async (db: Executor, id: number, now: Date): Promise<boolean> => {
  const consumed = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return consumed.length > 0;
};
