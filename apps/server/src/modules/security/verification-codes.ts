import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';

const CODE_TTL_MS = 10 * 60_000;
const RESEND_INTERVAL_MS = 60_000;
const MAX_ATTEMPTS = 5;

const hashCode = (code: string) => createHash('sha256').update(code).digest();

export type CodePurpose = 'register' | 'reset';

/** A fresh six-digit code; at most one a minute per recipient and purpose. */
export const issueCode = async (
  db: Executor,
  params: { channel: string; recipient: string; purpose: CodePurpose },
  now: Date,
): Promise<string> => {
  const [recent] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.recipient, params.recipient),
        eq(verificationCodes.purpose, params.purpose),
        gt(verificationCodes.createdAt, new Date(now.getTime() - RESEND_INTERVAL_MS)),
      ),
    );
  if (recent) throw new DomainError('RATE_LIMITED');
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await db.insert(verificationCodes).values({
    ...params,
    codeHash: hashCode(code).toString('hex'),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  return code;
};

/** Consumes the newest live code if it matches; five wrong tries spend it. */
export const consumeCode = async (
  db: Executor,
  params: { recipient: string; purpose: CodePurpose; code: string },
  now: Date,
): Promise<void> => {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.recipient, params.recipient),
        eq(verificationCodes.purpose, params.purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1)
    .for('update');
  if (!latest || latest.attempts >= MAX_ATTEMPTS)
    throw new DomainError('INVALID_VERIFICATION_CODE');
  const matches = timingSafeEqual(Buffer.from(latest.codeHash, 'hex'), hashCode(params.code));
  if (!matches) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, latest.id));
    throw new DomainError('INVALID_VERIFICATION_CODE');
  }
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(eq(verificationCodes.id, latest.id));
};
