import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { fourEyesProposals, operators } from '../../db/schema/index.ts';

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

/** A proposal with the usernames of who proposed and who decided it. */
export interface NamedProposal {
  row: ProposalRow;
  proposedBy: string;
  decidedBy: string | null;
}

const selectNamed = (db: Executor) =>
  db
    .select({ row: fourEyesProposals, proposedBy: proposer.username, decidedBy: decider.username })
    .from(fourEyesProposals)
    .innerJoin(proposer, eq(proposer.id, fourEyesProposals.proposedBy))
    .leftJoin(decider, eq(decider.id, fourEyesProposals.decidedBy));

export const findNamedProposal = async (
  db: Executor,
  id: number,
): Promise<NamedProposal | null> => {
  const [found] = await selectNamed(db).where(eq(fourEyesProposals.id, id));
  return found ?? null;
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
    .offset((filter.page - 1) * filter.pageSize);
  return { rows, total: total?.n ?? 0 };
};
