import type pg from 'pg';
import { selectOne } from './health.repository.ts';

/** How long readiness waits for `SELECT 1`: a probe must answer well within its own timeout. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * Whether PostgreSQL answers a `SELECT 1` within the timeout. A pool that cannot connect
 * (refused, shutting down, unreachable) or a query that hangs both count as "no"; the
 * timed-out query is left to finish or fail on its own (its client goes back to the pool).
 */
export const databaseAnswers = async (
  pool: pg.Pool,
  timeoutMs = READY_TIMEOUT_MS,
): Promise<boolean> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = selectOne(pool).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
};
