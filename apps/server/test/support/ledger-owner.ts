import { sql } from 'drizzle-orm';
import { connectDatabase, type Database } from '../../src/db/client.ts';
import type { Transaction } from '../../src/db/customer-lock.ts';

/**
 * Runs `work` on a connection of the database's owner (the test server's user), not the
 * app's role: for fixtures that write the ledger around ledger_post_entry on purpose.
 */
export const withOwner = async <T>(url: string, work: (db: Database) => Promise<T>): Promise<T> => {
  const handle = connectDatabase(url, 1);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
};

/** The triggers of migration 0020 that make entries and postings append-only. */
const APPEND_ONLY_TRIGGERS = [
  sql`ALTER TABLE journal_entries DISABLE TRIGGER journal_entries_append_only`,
  sql`ALTER TABLE postings DISABLE TRIGGER postings_append_only`,
];
const RESTORE_TRIGGERS = [
  sql`ALTER TABLE journal_entries ENABLE TRIGGER journal_entries_append_only`,
  sql`ALTER TABLE postings ENABLE TRIGGER postings_append_only`,
];

/**
 * Rewrites ledger history on purpose (back-dating an entry, corrupting a posting to prove
 * the audit finds it): as the owner, in one transaction that switches the append-only
 * triggers off for itself alone. ALTER TABLE is transactional and keeps its lock to the
 * end, so no other session ever sees the triggers off, and a failure restores them.
 */
export const rewriteLedgerHistory = <T>(
  url: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> =>
  withOwner(url, (db) =>
    db.transaction(async (tx) => {
      for (const statement of APPEND_ONLY_TRIGGERS) await tx.execute(statement);
      const result = await work(tx);
      for (const statement of RESTORE_TRIGGERS) await tx.execute(statement);
      return result;
    }),
  );
