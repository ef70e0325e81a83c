import { eq, type SQL } from 'drizzle-orm';
import { customerStatusFilter, paginate, type PageParams } from '../../db/paginate.ts';
import type { Executor } from '../../db/client.ts';
import { deposits } from '../../db/schema/index.ts';

export type DepositRow = typeof deposits.$inferSelect;

export const lockDeposit = async (
  db: Executor,
  where: SQL | undefined,
): Promise<DepositRow | null> => {
  const [row] = await db.select().from(deposits).where(where).for('update');
  return row ?? null;
};

export const depositById = (id: number) => eq(deposits.id, id);

export const updateDeposit = async (
  db: Executor,
  id: number,
  values: Partial<typeof deposits.$inferInsert>,
) => {
  const [row] = await db.update(deposits).set(values).where(eq(deposits.id, id)).returning();
  if (!row) throw new Error(`deposit ${id} vanished`);
  return row;
};

export const pageDeposits = (
  db: Executor,
  filter: { customerId?: number | undefined; status?: number | undefined },
  page: PageParams,
) => paginate(db, deposits, customerStatusFilter(deposits, filter), deposits.id, page);
