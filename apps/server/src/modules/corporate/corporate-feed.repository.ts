import { and, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  corporateActions,
  corporateFeedReads,
  corporateFeedRecords,
  fourEyesProposals,
} from '../../db/schema/index.ts';

export type FeedRecordRow = typeof corporateFeedRecords.$inferSelect;
type NewFeedRecord = typeof corporateFeedRecords.$inferInsert;

/** What a record was checked to: proposed, or rejected with the check it failed. */
export type FeedOutcome = Pick<
  NewFeedRecord,
  'status' | 'errorCode' | 'errorDetail' | 'errorField'
>;

export const findFeedRecord = async (
  db: Executor,
  source: string,
  ref: string,
): Promise<FeedRecordRow | null> => {
  const [row] = await db
    .select()
    .from(corporateFeedRecords)
    .where(and(eq(corporateFeedRecords.source, source), eq(corporateFeedRecords.ref, ref)));
  return row ?? null;
};

/**
 * Claims a record not seen before, as proposed (the caller's transaction proposes it, or marks
 * it rejected, before anyone else can read it); null when another pass or copy has it already.
 * A copy claiming the same record at once waits on the unique key and then gets null.
 */
export const claimFeedRecord = async (
  tx: Executor,
  values: { source: string; ref: string; terms: Record<string, unknown>; at: Date },
): Promise<FeedRecordRow | null> => {
  const [row] = await tx
    .insert(corporateFeedRecords)
    .values({
      source: values.source,
      ref: values.ref,
      terms: values.terms,
      status: 'proposed',
      receivedAt: values.at,
      checkedAt: values.at,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
};

export const lockFeedRecord = async (
  tx: Executor,
  source: string,
  ref: string,
): Promise<FeedRecordRow | null> => {
  const [row] = await tx
    .select()
    .from(corporateFeedRecords)
    .where(and(eq(corporateFeedRecords.source, source), eq(corporateFeedRecords.ref, ref)))
    .for('update');
  return row ?? null;
};

export const updateFeedRecord = (tx: Executor, id: number, values: Partial<NewFeedRecord>) =>
  tx.update(corporateFeedRecords).set(values).where(eq(corporateFeedRecords.id, id));

const needsAttention = or(
  eq(corporateFeedRecords.status, 'rejected'),
  isNotNull(corporateFeedRecords.amendedTerms),
);

/**
 * A page of records, newest first, each with the proposal it made and the action that proposal's
 * approval announced; `attention`: only those rejected or amended after they were proposed.
 */
export const pageFeedRecords = async (
  db: Executor,
  query: { attention: boolean; limit: number; offset: number },
) => {
  const where = query.attention ? needsAttention : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        record: corporateFeedRecords,
        proposalId: fourEyesProposals.id,
        proposalStatus: fourEyesProposals.status,
        actionId: corporateActions.id,
      })
      .from(corporateFeedRecords)
      .leftJoin(fourEyesProposals, eq(fourEyesProposals.feedRecordId, corporateFeedRecords.id))
      .leftJoin(corporateActions, eq(corporateActions.feedRecordId, corporateFeedRecords.id))
      .where(where)
      .orderBy(desc(corporateFeedRecords.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(corporateFeedRecords).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** A read of the feed as it went: the number of records it published, or why it failed. */
export type FeedReadOutcome = { records: number } | { error: string };

/** Records a pass's read of `source` (one row per source, whichever copy read it last). */
export const recordFeedRead = (
  db: Executor,
  source: string,
  at: Date,
  outcome: FeedReadOutcome,
) => {
  const values =
    'records' in outcome
      ? { readAt: at, succeededAt: at, records: outcome.records, error: null }
      : { readAt: at, error: outcome.error };
  return db
    .insert(corporateFeedReads)
    .values({ source, ...values })
    .onConflictDoUpdate({
      target: corporateFeedReads.source,
      set: values,
      // Passes of several copies may finish out of order: an older read never hides a newer.
      setWhere: sql`${corporateFeedReads.readAt} <= excluded.read_at`,
    });
};

export const findFeedRead = async (db: Executor, source: string) => {
  const [row] = await db
    .select()
    .from(corporateFeedReads)
    .where(eq(corporateFeedReads.source, source));
  return row ?? null;
};
