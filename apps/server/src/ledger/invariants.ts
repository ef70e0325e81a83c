import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { MAY_GO_NEGATIVE, PRACTICE_BOOK_EXCLUDES } from './accounts.ts';

export interface InvariantBreach {
  rule: string;
  detail: string;
}

interface Rule {
  name: string;
  /** Each returned row is one breach, described by its `detail` column. */
  query: ReturnType<typeof sql>;
}

/** A text[] literal of fixed, code-defined names (never input). */
const sqlList = (names: readonly string[]) => sql`${`{${names.join(',')}}`}::text[]`;

/** ARCHITECTURE.md section 3: the ledger's invariants, each a query for its breaches. */
const RULES: Rule[] = [
  {
    name: 'every entry balances per currency',
    query: sql`SELECT 'entry ' || entry_id || ' ' || currency || ' sums to ' || SUM(amount) AS detail
                 FROM postings GROUP BY entry_id, currency HAVING SUM(amount) <> 0`,
  },
  {
    name: 'every stored balance equals the sum of its postings',
    query: sql`SELECT 'account ' || a.id || ' holds ' || a.balance || ' but postings sum to ' || COALESCE(p.total, 0) AS detail
                 FROM ledger_accounts a
                 LEFT JOIN (SELECT account_id, SUM(amount) AS total FROM postings GROUP BY account_id) p
                   ON p.account_id = a.id
                WHERE a.balance <> COALESCE(p.total, 0)`,
  },
  {
    // Balances move only under the account's row lock, and a posting takes its id after
    // the lock, so in id order each posting's balance_after is the sum of its account so far.
    name: "every posting's balance_after is its account's running sum",
    query: sql`SELECT 'posting ' || id || ' says ' || balance_after || ' but its account summed to ' || running AS detail
                 FROM (SELECT id, balance_after,
                              SUM(amount) OVER (PARTITION BY account_id ORDER BY id) AS running
                         FROM postings) p
                WHERE balance_after <> running`,
  },
  {
    name: 'postings are in their account currency',
    query: sql`SELECT 'posting ' || p.id || ' in ' || p.currency || ' on a ' || a.currency || ' account' AS detail
                 FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
                WHERE p.currency <> a.currency`,
  },
  {
    name: 'no customer balance is below zero',
    query: sql`SELECT 'account ' || id || ' of customer ' || customer_id || ' is ' || balance AS detail
                 FROM ledger_accounts WHERE owner_type = 'customer' AND balance < 0`,
  },
  {
    // Its shards summed: the platform's account of a kind and currency is all of them.
    name: 'no platform account outside MAY_GO_NEGATIVE is below zero',
    query: sql`SELECT book || ' platform ' || kind || ' ' || currency || ' is ' || SUM(balance) AS detail
                 FROM ledger_accounts
                WHERE owner_type = 'platform' AND kind <> ALL(${sqlList(MAY_GO_NEGATIVE)})
                GROUP BY book, kind, currency HAVING SUM(balance) < 0`,
  },
  {
    // Each book is audited on its own: the practice book's virtual money sums to zero by
    // itself, so none of it can have leaked into the real book or come from it.
    name: 'all balances of a currency sum to zero in each book',
    query: sql`SELECT book || ' ' || currency || ' sums to ' || SUM(balance) AS detail
                 FROM ledger_accounts GROUP BY book, currency HAVING SUM(balance) <> 0`,
  },
  {
    name: 'every entry stays in one book',
    query: sql`SELECT 'entry ' || p.entry_id || ' moves accounts of ' || string_agg(DISTINCT a.book, ' and ') AS detail
                 FROM postings p JOIN ledger_accounts a ON a.id = p.account_id
                GROUP BY p.entry_id HAVING COUNT(DISTINCT a.book) > 1`,
  },
  {
    name: "customer accounts are in their customer's book",
    query: sql`SELECT 'account ' || a.id || ' is ' || a.book || ' but customer ' || c.id || ' is ' || c.book AS detail
                 FROM ledger_accounts a JOIN customers c ON c.id = a.customer_id
                WHERE a.book <> c.book`,
  },
  {
    // Practice money is virtual: no bank, chain, loan or correction account exists in its book,
    // and its funding account exists nowhere else.
    name: 'the practice book has no deposit, withdrawal, loan or correction',
    query: sql`SELECT a.book || ' platform ' || a.kind || ' ' || a.currency || ' exists' AS detail
                 FROM ledger_accounts a
                WHERE a.owner_type = 'platform'
                  AND ((a.book = 'practice' AND a.kind = ANY(${sqlList(PRACTICE_BOOK_EXCLUDES)}))
                    OR (a.book = 'real' AND a.kind = 'practice_funding'))`,
  },
  {
    name: 'held balances equal the pending holds',
    query: sql`SELECT 'customer ' || a.customer_id || ' ' || a.currency || ' held ' || a.balance || ' but pending holds are ' || COALESCE(h.total, 0) AS detail
                 FROM ledger_accounts a
                 LEFT JOIN (SELECT customer_id, currency, SUM(amount) AS total FROM holds
                             WHERE status = 'pending' GROUP BY customer_id, currency) h
                   ON h.customer_id = a.customer_id AND h.currency = a.currency
                WHERE a.owner_type = 'customer' AND a.kind = 'held' AND a.balance <> COALESCE(h.total, 0)`,
  },
];

export const checkLedger = async (db: Executor): Promise<InvariantBreach[]> => {
  const breaches: InvariantBreach[] = [];
  for (const rule of RULES) {
    const result = await db.execute<{ detail: string }>(rule.query);
    for (const row of result.rows) breaches.push({ rule: rule.name, detail: row.detail });
  }
  return breaches;
};

/** What a platform account that may go below zero stands at: its shards summed, per currency. */
export type Exposure = {
  kind: string;
  currency: string;
  total: string;
};

/**
 * The platform's exposure: the total of every MAY_GO_NEGATIVE account of the real book, per
 * currency (the practice book's virtual money exposes nobody).
 */
export const platformExposure = async (db: Executor): Promise<Exposure[]> => {
  const result = await db.execute<Exposure>(sql`
    SELECT kind, currency, SUM(balance)::text AS total
      FROM ledger_accounts
     WHERE owner_type = 'platform' AND book = 'real' AND kind = ANY(${sqlList(MAY_GO_NEGATIVE)})
     GROUP BY kind, currency
     ORDER BY kind, currency`);
  return result.rows;
};
