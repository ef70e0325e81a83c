import { rowsBefore, type FeedOrigin } from '@brokerage/shared';
import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  notExists,
  or,
  type SQLWrapper,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  corporateFeedRecords,
  fourEyesProposals,
  operatorGrants,
  operators,
} from '../../db/schema/index.ts';

export type ProposalRow = typeof fourEyesProposals.$inferSelect;
export type NewProposal = typeof fourEyesProposals.$inferInsert;

/**
 * Inserts an open proposal, or answers null when its subject already has one: the partial
 * unique index decides, so parallel proposals for one record leave exactly one open.
 */
export const insertOpenProposal = async (
  tx: Executor,
  values: NewProposal,
): Promise<ProposalRow | null> => {
  const [row] = await tx
    .insert(fourEyesProposals)
    .values({ ...values, status: 'open' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
};

export const lockProposal = async (tx: Executor, id: number): Promise<ProposalRow | null> => {
  const [row] = await tx
    .select()
    .from(fourEyesProposals)
    .where(eq(fourEyesProposals.id, id))
    .for('update');
  return row ?? null;
};

export const closeProposal = async (
  tx: Executor,
  id: number,
  values: Pick<NewProposal, 'status' | 'decidedBy' | 'decidedAt' | 'comment'>,
): Promise<ProposalRow> => {
  const [row] = await tx
    .update(fourEyesProposals)
    .set(values)
    .where(eq(fourEyesProposals.id, id))
    .returning();
  if (!row) throw new Error(`proposal ${id} vanished`);
  return row;
};

/**
 * A grant links operators `a` and `b`: one created the other or granted them a role. Either
 * way round they are not two pairs of eyes (an admin's made account proposing for the admin
 * to approve is the same hole as the other way).
 */
const grantLinks = (db: Executor, a: SQLWrapper | number, b: SQLWrapper | number) =>
  db
    .select({ id: operatorGrants.id })
    .from(operatorGrants)
    .where(
      or(
        and(eq(operatorGrants.operatorId, a), eq(operatorGrants.grantedBy, b)),
        and(eq(operatorGrants.operatorId, b), eq(operatorGrants.grantedBy, a)),
      ),
    );

/**
 * Records the decision of an open proposal by a second operator, in one statement that also
 * checks the decider is neither the proposer nor linked to them by a grant: answers null when
 * any of that fails (the caller locked the row and said why before).
 */
export const decideOpenProposal = async (
  tx: Executor,
  id: number,
  values: {
    status: 'approved' | 'rejected';
    decidedBy: number;
    decidedAt: Date;
    comment: string | null;
  },
): Promise<ProposalRow | null> => {
  const [row] = await tx
    .update(fourEyesProposals)
    .set(values)
    .where(
      and(
        eq(fourEyesProposals.id, id),
        eq(fourEyesProposals.status, 'open'),
        // A feed's proposal has no proposing operator: any operator is a second pair of eyes.
        or(
          isNull(fourEyesProposals.proposedBy),
          ne(fourEyesProposals.proposedBy, values.decidedBy),
        ),
        notExists(grantLinks(tx, fourEyesProposals.proposedBy, values.decidedBy)),
      ),
    )
    .returning();
  return row ?? null;
};

export const grantLinked = async (db: Executor, a: number, b: number): Promise<boolean> => {
  const [row] = await grantLinks(db, a, b).limit(1);
  return row !== undefined;
};

export const recordGrant = async (db: Executor, grant: typeof operatorGrants.$inferInsert) => {
  await db.insert(operatorGrants).values(grant);
};

/**
 * Whether someone could approve `proposerId`'s proposal of a kind decided by `roles`: an active
 * operator with one of them, not the proposer, not linked to them by a grant. Without
 * one (a first-run install with a single admin and the operators it made) the action is taken
 * directly, and the audit log says so.
 */
export const hasIndependentApprover = async (
  db: Executor,
  proposerId: number,
  roles: readonly string[],
): Promise<boolean> => {
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(
      and(
        inArray(operators.role, [...roles]),
        isNull(operators.disabledAt),
        ne(operators.id, proposerId),
        notExists(grantLinks(db, operators.id, proposerId)),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/**
 * Closes the open proposal of `subject` because its record was decided on another path (the
 * customer cancelled, a reviewer refused): it can no longer be approved.
 */
export const supersedeOpenProposals = async (db: Executor, subject: string, now: Date) =>
  db
    .update(fourEyesProposals)
    .set({ status: 'superseded', decidedAt: now })
    .where(and(eq(fourEyesProposals.subject, subject), eq(fourEyesProposals.status, 'open')))
    .returning({ id: fourEyesProposals.id });

/** The open proposal of each of `subjects` that has one (a review list marks those rows). */
export const openProposalIds = async (
  db: Executor,
  subjects: string[],
): Promise<Map<string, number>> => {
  if (subjects.length === 0) return new Map();
  const rows = await db
    .select({ id: fourEyesProposals.id, subject: fourEyesProposals.subject })
    .from(fourEyesProposals)
    .where(and(eq(fourEyesProposals.status, 'open'), inArray(fourEyesProposals.subject, subjects)));
  return new Map(rows.map((row) => [row.subject, row.id]));
};

const proposer = alias(operators, 'proposer');
const decider = alias(operators, 'decider');

/**
 * A proposal with the usernames of who proposed and who decided it, or the feed and vendor id
 * of the record that proposed it.
 */
export interface NamedProposal {
  row: ProposalRow;
  proposedBy: string | null;
  feed: FeedOrigin | null;
  decidedBy: string | null;
}

const selectNamed = (db: Executor) =>
  db
    .select({
      row: fourEyesProposals,
      proposedBy: proposer.username,
      feedSource: corporateFeedRecords.source,
      feedRef: corporateFeedRecords.ref,
      feedAmendedAt: corporateFeedRecords.amendedAt,
      decidedBy: decider.username,
    })
    .from(fourEyesProposals)
    .leftJoin(proposer, eq(proposer.id, fourEyesProposals.proposedBy))
    .leftJoin(corporateFeedRecords, eq(corporateFeedRecords.id, fourEyesProposals.feedRecordId))
    .leftJoin(decider, eq(decider.id, fourEyesProposals.decidedBy));

const named = ({
  feedSource,
  feedRef,
  feedAmendedAt,
  ...found
}: Awaited<ReturnType<typeof selectNamed>>[number]): NamedProposal => ({
  ...found,
  feed:
    feedSource !== null && feedRef !== null
      ? { source: feedSource, ref: feedRef, amended: feedAmendedAt !== null }
      : null,
});

export const findNamedProposal = async (
  db: Executor,
  id: number,
): Promise<NamedProposal | null> => {
  const [found] = await selectNamed(db).where(eq(fourEyesProposals.id, id));
  return found ? named(found) : null;
};

export const pageNamedProposals = async (
  db: Executor,
  filter: { status: string; page: number; pageSize: number },
): Promise<{ rows: NamedProposal[]; total: number }> => {
  const where = eq(fourEyesProposals.status, filter.status);
  const [total] = await db.select({ n: count() }).from(fourEyesProposals).where(where);
  const rows = await selectNamed(db)
    .where(where)
    .orderBy(desc(fourEyesProposals.id))
    .limit(filter.pageSize)
    .offset(rowsBefore(filter));
  return { rows: rows.map(named), total: total?.n ?? 0 };
};
