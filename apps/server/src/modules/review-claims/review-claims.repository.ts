import type { ReviewClaim, ReviewQueueName } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isWaiting, recordExists } from './waiting-records.repository.ts';

export interface ClaimInput {
  queue: ReviewQueueName;
  recordId: number;
  operatorId: number;
  now: Date;
  expiresAt: Date;
  /** An admin handing the record over: takes it from whoever holds it. */
  assignedBy?: number;
}

/**
 * Takes a waiting record for an operator, in one statement: a record nobody holds, or whose
 * claim lapsed, becomes theirs; their own claim is renewed (its start kept); an admin's
 * assignment takes it from anyone. Answers whether the operator now holds it; a record that
 * no longer waits is never claimed.
 */
export const claimRecord = async (db: Executor, input: ClaimInput): Promise<boolean> => {
  const assignedBy = input.assignedBy ?? null;
  const result = await db.execute(sql`
    INSERT INTO review_claims (queue, record_id, operator_id, claimed_at, expires_at, assigned_by)
    SELECT ${input.queue}, ${input.recordId}, ${input.operatorId}, ${input.now}, ${input.expiresAt},
           ${assignedBy}::bigint
     WHERE ${isWaiting(input.queue, input.recordId)}
    ON CONFLICT (queue, record_id) DO UPDATE
       SET operator_id = EXCLUDED.operator_id,
           claimed_at = CASE WHEN review_claims.operator_id = EXCLUDED.operator_id
                              AND review_claims.expires_at > EXCLUDED.claimed_at
                             THEN review_claims.claimed_at ELSE EXCLUDED.claimed_at END,
           expires_at = EXCLUDED.expires_at,
           assigned_by = CASE WHEN EXCLUDED.assigned_by IS NULL
                               AND review_claims.operator_id = EXCLUDED.operator_id
                              THEN review_claims.assigned_by ELSE EXCLUDED.assigned_by END
     WHERE EXCLUDED.assigned_by IS NOT NULL
        OR review_claims.operator_id = EXCLUDED.operator_id
        OR review_claims.expires_at <= EXCLUDED.claimed_at
    RETURNING operator_id`);
  return result.rows.length === 1;
};

/**
 * Lets a record go: its holder's own claim, or any claim when `anyHolder` (an admin). Answers
 * whose claim it was, or null when none was removed.
 */
export const releaseRecord = async (
  db: Executor,
  target: { queue: ReviewQueueName; recordId: number; operatorId: number; anyHolder: boolean },
): Promise<number | null> => {
  const result = await db.execute<{ operator_id: string | number }>(sql`
    DELETE FROM review_claims
     WHERE queue = ${target.queue} AND record_id = ${target.recordId}
       AND (${target.anyHolder} OR operator_id = ${target.operatorId})
    RETURNING operator_id`);
  const [row] = result.rows;
  return row ? Number(row.operator_id) : null;
};

/** What stands in the way of a claim that was not made: no record, not waiting, or a holder. */
export const claimObstacle = async (
  db: Executor,
  queue: ReviewQueueName,
  recordId: number,
  now: Date,
): Promise<{ exists: boolean; waiting: boolean; holder: string | null }> => {
  const result = await db.execute<{ exists: boolean; waiting: boolean; holder: string | null }>(
    sql`SELECT ${recordExists(queue, recordId)} AS exists,
               ${isWaiting(queue, recordId)} AS waiting,
               (SELECT o.username FROM review_claims c JOIN operators o ON o.id = c.operator_id
                 WHERE c.queue = ${queue} AND c.record_id = ${recordId}
                   AND c.expires_at > ${now}) AS holder`,
  );
  const [row] = result.rows;
  return row ?? { exists: false, waiting: false, holder: null };
};

/** The claims that hold now on some records of a queue. */
export const claimsOn = async (
  db: Executor,
  queue: ReviewQueueName,
  recordIds: number[],
  now: Date,
): Promise<ReviewClaim[]> => {
  const result = await db.execute<{
    record_id: string | number;
    operator_id: string | number;
    username: string;
    claimed_at: Date | string;
    expires_at: Date | string;
    assigned_by: string | null;
  }>(sql`
    SELECT c.record_id, c.operator_id, o.username, c.claimed_at, c.expires_at,
           a.username AS assigned_by
      FROM review_claims c
      JOIN operators o ON o.id = c.operator_id
      LEFT JOIN operators a ON a.id = c.assigned_by
     WHERE c.queue = ${queue} AND c.record_id IN ${recordIds}
       AND c.expires_at > ${now}
     ORDER BY c.record_id`);
  return result.rows.map((row) => ({
    queue,
    recordId: Number(row.record_id),
    operatorId: Number(row.operator_id),
    username: row.username,
    claimedAt: new Date(row.claimed_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    assignedBy: row.assigned_by,
  }));
};

/** Whether an operator may review: active, with a reviewing role. */
export const canReview = async (
  db: Executor,
  operatorId: number,
  roles: readonly string[],
): Promise<boolean> => {
  const result = await db.execute(sql`
    SELECT 1 FROM operators
     WHERE id = ${operatorId} AND disabled_at IS NULL AND role IN ${[...roles]}`);
  return result.rows.length === 1;
};
