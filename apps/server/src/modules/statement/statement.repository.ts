import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** A statement filter resolved to instants; `to` is inclusive or exclusive as its form says. */
export interface StatementCriteria {
  customerId: number;
  type?: string | undefined;
  currency?: string | undefined;
  from?: Date | undefined;
  to?: { at: Date; inclusive: boolean } | undefined;
}

export type StatementRow = {
  entry_id: number;
  /** ISO 8601 in UTC, milliseconds kept. */
  time: string;
  type: string;
  description: string;
  memo: unknown;
  reference: string | null;
  actor: string;
  reason: string | null;
  currency: string;
  cash: string;
  held: string;
  balance_after: string;
  held_after: string;
};

const conditions = (criteria: StatementCriteria): SQL => {
  const parts: SQL[] = [
    // Scoped by who owns the accounts, not by the entry's label: a line exists only where
    // this customer's own money moved.
    sql`a.owner_type = 'customer' AND a.customer_id = ${criteria.customerId}`,
  ];
  if (criteria.type)
    parts.push(sql`(e.type = ${criteria.type} OR starts_with(e.type, ${`${criteria.type}.`}))`);
  if (criteria.currency) parts.push(sql`p.currency = ${criteria.currency}`);
  if (criteria.from) parts.push(sql`e.created_at >= ${criteria.from.toISOString()}`);
  if (criteria.to)
    parts.push(
      criteria.to.inclusive
        ? sql`e.created_at <= ${criteria.to.at.toISOString()}`
        : sql`e.created_at < ${criteria.to.at.toISOString()}`,
    );
  return sql.join(parts, sql` AND `);
};

/** One line per journal entry and currency: the signed moves of cash and held in it. */
const lines = (criteria: StatementCriteria) => sql`
  SELECT e.id AS entry_id, e.created_at, e.type, e.description, e.memo, e.reference, e.actor, e.reason,
         p.currency,
         COALESCE(SUM(p.amount) FILTER (WHERE a.kind = 'cash'), 0) AS cash,
         COALESCE(SUM(p.amount) FILTER (WHERE a.kind = 'held'), 0) AS held,
         MAX(p.balance_after) FILTER (WHERE a.kind = 'cash') AS cash_after,
         MAX(p.balance_after) FILTER (WHERE a.kind = 'held') AS held_after,
         MIN(p.id) AS first_posting
    FROM postings p
    JOIN ledger_accounts a ON a.id = p.account_id
    JOIN journal_entries e ON e.id = p.entry_id
   WHERE ${conditions(criteria)}
   GROUP BY e.id, p.currency`;

/**
 * The balance of the customer's `kind` account just before a posting: the balance after
 * its previous posting. Postings of one account are inserted while its row is locked, so
 * their ids follow the order in which its balance moved.
 */
const balanceBefore = (customerId: number, kind: 'cash' | 'held') => sql`
  COALESCE((
    SELECT p2.balance_after
      FROM ledger_accounts a2
      JOIN postings p2 ON p2.account_id = a2.id
     WHERE a2.owner_type = 'customer' AND a2.customer_id = ${customerId}
       AND a2.kind = ${kind} AND a2.currency = l.currency AND p2.id < l.first_posting
     ORDER BY p2.id DESC
     LIMIT 1), 0)`;

/** Newest first; `limit` and `offset` page through them. */
export const selectStatementLines = async (
  db: Executor,
  criteria: StatementCriteria,
  window: { limit: number; offset: number },
): Promise<StatementRow[]> => {
  const result = await db.execute<StatementRow>(sql`
    SELECT l.entry_id,
           to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS time,
           l.type, l.description, l.memo, l.reference, l.actor, l.reason,
           l.currency,
           l.cash::numeric(38,8)::text AS cash,
           l.held::numeric(38,8)::text AS held,
           COALESCE(l.cash_after, ${balanceBefore(criteria.customerId, 'cash')})::numeric(38,8)::text
             AS balance_after,
           COALESCE(l.held_after, ${balanceBefore(criteria.customerId, 'held')})::numeric(38,8)::text
             AS held_after
      FROM (${lines(criteria)}) l
     ORDER BY l.created_at DESC, l.entry_id DESC, l.currency
     LIMIT ${window.limit} OFFSET ${window.offset}`);
  return result.rows;
};

export const countStatementLines = async (
  db: Executor,
  criteria: StatementCriteria,
): Promise<number> => {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (${lines(criteria)}) l`,
  );
  return result.rows[0]?.n ?? 0;
};
