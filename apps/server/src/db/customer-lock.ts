import { sql } from 'drizzle-orm';
import type { Transaction } from './client.ts';

export type { Transaction };

/**
 * The one lock on a customer's row, taken in a transaction (outside one it would be released
 * at once). It serialises what one customer decides one at a time: count-limited creations
 * (price alerts, watchlists, bank cards, wallets, uploads; each counts and inserts after it),
 * changes of their second factors, their appropriateness answers; a burst of parallel
 * requests queues here instead of every one reading the same state before any writes. `FOR NO KEY UPDATE` conflicts with itself but not
 * with the `KEY SHARE` lock a foreign-key check takes, so inserts of other rows that
 * reference the customer are not held up.
 */
export const lockCustomer = async (tx: Transaction, customerId: number): Promise<boolean> => {
  const locked = await tx.execute(
    sql`SELECT 1 FROM customers WHERE id = ${customerId} FOR NO KEY UPDATE`,
  );
  return locked.rows.length > 0;
};
