import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';

const CODE_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;

const hashCode = (code: string) => createHash('sha256').update(code).digest();

export type CodePurpose = 'register' | 'reset';

/**
 * A fresh six-digit code. How often one may be asked for (per recipient and per address) is
 * counted before this by `code-send-limits.ts`, atomically; this only stores its hash.
 */
export const issueCode = async (
  db: Executor,
  params: { channel: string; recipient: string; purpose: CodePurpose },
  now: Date,
): Promise<string> => {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await db.insert(verificationCodes).values({
    ...params,
    codeHash: hashCode(code).toString('hex'),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  return code;
};

type ClaimedCode = { id: number; code_hash: string } & Record<string, unknown>;

/**
 * Consumes the newest live code if it matches; five tries spend it. Each try is counted in
 * the statement that checks the count, before the code is compared, so parallel guesses
 * cannot all read "4 tries so far": the sixth claim finds `attempts < 5` false (PostgreSQL
 * re-checks it on the locked row) and is refused without comparing. Run with the pool, not
 * inside a transaction, so a wrong guess stays counted.
 */
export const consumeCode = async (
  db: Executor,
  params: { recipient: string; purpose: CodePurpose; code: string },
  now: Date,
): Promise<void> => {
  const claimed = await db.execute<ClaimedCode>(sql`
    UPDATE verification_codes SET attempts = attempts + 1
     WHERE id = (SELECT id FROM verification_codes
                  WHERE recipient = ${params.recipient} AND purpose = ${params.purpose}
                    AND consumed_at IS NULL AND expires_at > ${now}
                  ORDER BY id DESC LIMIT 1)
       AND consumed_at IS NULL AND attempts < ${sql.raw(String(MAX_ATTEMPTS))}
    RETURNING id, code_hash`);
  const [latest] = claimed.rows;
  if (!latest) throw new DomainError('INVALID_VERIFICATION_CODE');
  const matches = timingSafeEqual(Buffer.from(latest.code_hash, 'hex'), hashCode(params.code));
  if (!matches) throw new DomainError('INVALID_VERIFICATION_CODE');
  // A code is used once: of two right answers in parallel only one consumes it.
  const consumed = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (consumed.length === 0) throw new DomainError('INVALID_VERIFICATION_CODE');
};
