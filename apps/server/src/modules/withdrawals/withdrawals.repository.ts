import { eq, sql } from 'drizzle-orm';
import { customerStatusFilter, paginate, type PageParams } from '../../db/paginate.ts';
import type { Executor } from '../../db/client.ts';
import { withdrawals } from '../../db/schema/index.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;

export const lockWithdrawal = async (db: Executor, id: number): Promise<WithdrawalRow | null> => {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row ?? null;
};

/**
 * The id the next withdrawal will have, taken before its hold is reserved so that every ledger
 * entry of it (reserve, post or void) carries its reference (`withdrawalReference`).
 */
export const nextWithdrawalId = async (db: Executor): Promise<number> => {
  const result = await db.execute<{ id: string }>(
    sql`SELECT nextval(pg_get_serial_sequence('withdrawals', 'id'))::text AS id`,
  );
  const [row] = result.rows;
  if (!row) throw new Error('no withdrawal id');
  return Number(row.id);
};

export const insertWithdrawal = async (
  db: Executor,
  values: NewWithdrawal,
): Promise<WithdrawalRow> => {
  const [row] = await db.insert(withdrawals).values(values).returning();
  if (!row) throw new Error('withdrawal insert returned nothing');
  return row;
};

export const updateWithdrawal = async (
  db: Executor,
  id: number,
  values: Partial<NewWithdrawal>,
) => {
  const [row] = await db.update(withdrawals).set(values).where(eq(withdrawals.id, id)).returning();
  if (!row) throw new Error(`withdrawal ${id} vanished`);
  return row;
};

export const pageWithdrawals = (
  db: Executor,
  filter: { customerId?: number | undefined; status?: number | undefined },
  page: PageParams,
) => paginate(db, withdrawals, customerStatusFilter(withdrawals, filter), withdrawals.id, page);
