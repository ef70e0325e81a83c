import { eq } from 'drizzle-orm';
import { customerStatusFilter, paginate, type PageParams } from '../../db/paginate.ts';
import type { Executor } from '../../db/client.ts';
import { withdrawals } from '../../db/schema/index.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;

export const lockWithdrawal = async (db: Executor, id: number): Promise<WithdrawalRow | null> => {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row ?? null;
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
