import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { MAY_GO_NEGATIVE } from './accounts.ts';

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
    query: sql`SELECT 'platform ' || kind || ' ' || currency || ' is ' || SUM(balance) AS detail
                 FROM ledger_accounts
                WHERE owner_type = 'platform' AND kind <> ALL(${sqlList(MAY_GO_NEGATIVE)})
                GROUP BY kind, currency HAVING SUM(balance) < 0`,
  },
  {
    name: 'all balances of a currency sum to zero',
    query: sql`SELECT currency || ' sums to ' || SUM(balance) AS detail
                 FROM ledger_accounts GROUP BY currency HAVING SUM(balance) <> 0`,
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

/** The platform's exposure: the total of every MAY_GO_NEGATIVE account, per currency. */
export const platformExposure = async (db: Executor): Promise<Exposure[]> => {
  const result = await db.execute<Exposure>(sql`
    SELECT kind, currency, SUM(balance)::text AS total
      FROM ledger_accounts
     WHERE owner_type = 'platform' AND kind = ANY(${sqlList(MAY_GO_NEGATIVE)})
     GROUP BY kind, currency
     ORDER BY kind, currency`);
  return result.rows;
};
