import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { authThrottles } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';

/** Failures allowed before the first lock; each further failure doubles the wait. */
const FREE_FAILURES = 5;
const FIRST_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 15 * 60;

export const lockSeconds = (failures: number): number =>
  failures < FREE_FAILURES
    ? 0
    : Math.min(FIRST_LOCK_SECONDS * 2 ** (failures - FREE_FAILURES), MAX_LOCK_SECONDS);

/** Refuses at once while the key is locked, without even checking the secret. */
export const assertNotLocked = async (db: Executor, key: string, now: Date): Promise<void> => {
  const [row] = await db.select().from(authThrottles).where(eq(authThrottles.key, key));
  if (row?.lockedUntil && row.lockedUntil > now) {
    const seconds = Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000);
    throw new DomainError('TOO_MANY_ATTEMPTS', { seconds });
  }
};

export const recordFailure = async (db: Executor, key: string, now: Date): Promise<void> => {
  const [row] = await db
    .insert(authThrottles)
    .values({ key, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: { failures: sql`${authThrottles.failures} + 1`, updatedAt: now },
    })
    .returning({ failures: authThrottles.failures });
  const seconds = lockSeconds(row?.failures ?? 0);
  if (seconds > 0) {
    await db
      .update(authThrottles)
      .set({ lockedUntil: new Date(now.getTime() + seconds * 1000) })
      .where(eq(authThrottles.key, key));
  }
};

export const clearFailures = async (db: Executor, key: string): Promise<void> => {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
};
