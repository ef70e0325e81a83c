import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import {
  countTryOnLatestCode,
  insertVerificationCode,
  markCodeConsumed,
} from './verification-codes.repository.ts';

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
  await insertVerificationCode(db, {
    ...params,
    codeHash: hashCode(code).toString('hex'),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  return code;
};

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
  const latest = await countTryOnLatestCode(db, params, now, MAX_ATTEMPTS);
  if (!latest) throw new DomainError('INVALID_VERIFICATION_CODE');
  const matches = timingSafeEqual(Buffer.from(latest.codeHash, 'hex'), hashCode(params.code));
  if (!matches) throw new DomainError('INVALID_VERIFICATION_CODE');
  // A code is used once: of two right answers in parallel only one consumes it.
  if (!(await markCodeConsumed(db, latest.id, now)))
    throw new DomainError('INVALID_VERIFICATION_CODE');
};
