import { rowsBefore } from '@brokerage/shared';
import { and, count, desc, eq, gte, inArray, like, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog, journalEntries, ledgerAccounts, postings } from '../../db/schema/index.ts';
import { actorNameOf } from '../audit/actor-names.repository.ts';
import { escapeLike } from '../../db/like.ts';

export type JournalEntryRow = typeof journalEntries.$inferSelect;

export interface JournalFilter {
  customerId?: number | undefined;
  /** A type, which finds its sub-types too (`withdrawal` finds withdrawal.reserve and .post). */
  type?: string | undefined;
  /** Entries created at or after. */
  from?: Date | undefined;
  /** Entries created before. */
  to?: Date | undefined;
}

const journalWhere = (filter: JournalFilter): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [];
  if (filter.customerId) conditions.push(eq(journalEntries.customerId, filter.customerId));
  if (filter.type) {
    const escaped = escapeLike(filter.type);
    conditions.push(
      or(eq(journalEntries.type, filter.type), like(journalEntries.type, `${escaped}.%`)),
    );
  }
  if (filter.from) conditions.push(gte(journalEntries.createdAt, filter.from));
  if (filter.to) conditions.push(lt(journalEntries.createdAt, filter.to));
  const present = conditions.filter((condition) => condition !== undefined);
  return present.length > 0 ? and(...present) : undefined;
};

/**
 * A page of journal entries, newest first, each with the name of who made it (the operator's
 * username, the customer's chosen name; null for a job), and how many match.
 */
export const pageJournalEntries = async (
  db: Executor,
  filter: JournalFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: { entry: JournalEntryRow; actorName: string | null }[]; total: number }> => {
  const where = journalWhere(filter);
  const [total] = await db.select({ n: count() }).from(journalEntries).where(where);
  const rows = await db
    .select({ entry: journalEntries, actorName: actorNameOf(journalEntries.actor) })
    .from(journalEntries)
    .where(where)
    .orderBy(desc(journalEntries.id))
    .limit(page.pageSize)
    .offset(rowsBefore(page));
  return { rows, total: total?.n ?? 0 };
};

/** The postings of the entries, in posting order, with the account each moved. */
export const postingsOfEntries = async (db: Executor, entryIds: readonly number[]) =>
  entryIds.length === 0
    ? []
    : db
        .select({
          entryId: postings.entryId,
          currency: postings.currency,
          amount: postings.amount,
          balanceAfter: postings.balanceAfter,
          ownerType: ledgerAccounts.ownerType,
          customerId: ledgerAccounts.customerId,
          kind: ledgerAccounts.kind,
          book: ledgerAccounts.book,
        })
        .from(postings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, postings.accountId))
        .where(inArray(postings.entryId, [...entryIds]))
        .orderBy(postings.id);

/** The newest audit row of `action`: when it was written and what it kept as `after`. */
export const latestAuditOf = async (
  db: Executor,
  action: string,
): Promise<{ at: Date; after: unknown } | null> => {
  const [row] = await db
    .select({ at: auditLog.createdAt, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row ?? null;
};
