import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** An open transaction: a row lock taken outside one would be released at once. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Serialises a customer's count-limited creations (price alerts, watchlists, bank cards,
 * wallets, uploads): each takes this lock, then counts and inserts in the same
 * transaction, so a burst of parallel requests queues here instead of every one reading
 * the same count before any inserts. `FOR NO KEY UPDATE` conflicts with itself but not
 * with the `KEY SHARE` lock a foreign-key check takes, so inserts of other rows that
 * reference the customer are not held up.
 */
export const lockCustomer = async (tx: Transaction, customerId: number): Promise<void> => {
  await tx.execute(sql`SELECT 1 FROM customers WHERE id = ${customerId} FOR NO KEY UPDATE`);
};
