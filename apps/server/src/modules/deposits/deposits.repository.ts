import { type CryptoNetwork, DepositStatus } from '@brokerage/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { customerStatusFilter, paginate, type PageParams } from '../../db/paginate.ts';
import type { Executor } from '../../db/client.ts';
import { deposits } from '../../db/schema/index.ts';

export type DepositRow = typeof deposits.$inferSelect;
export type NewDeposit = typeof deposits.$inferInsert;

export const lockDepositById = async (db: Executor, id: number): Promise<DepositRow | null> => {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id)).for('update');
  return row ?? null;
};

/** The customer's waiting crypto declarations on `network`. */
const waitingCryptoOf = (customerId: number, network: CryptoNetwork) =>
  and(
    eq(deposits.customerId, customerId),
    eq(deposits.type, 'crypto'),
    eq(deposits.network, network),
    eq(deposits.status, DepositStatus.WAIT),
  );

/** The customer's waiting crypto declaration on `network` that gave this hash, locked. */
export const lockWaitingCryptoDepositByHash = async (
  tx: Executor,
  customerId: number,
  network: CryptoNetwork,
  txHash: string,
): Promise<DepositRow | null> => {
  const [row] = await tx
    .select()
    .from(deposits)
    .where(and(waitingCryptoOf(customerId, network), eq(deposits.txHash, txHash)))
    .for('update');
  return row ?? null;
};

/** The customer's oldest waiting crypto declaration on `network` that gave no hash, locked. */
export const lockOldestHashlessCryptoDeposit = async (
  tx: Executor,
  customerId: number,
  network: CryptoNetwork,
): Promise<DepositRow | null> => {
  const [row] = await tx
    .select()
    .from(deposits)
    .where(and(waitingCryptoOf(customerId, network), isNull(deposits.txHash)))
    .orderBy(asc(deposits.id))
    .limit(1)
    .for('update');
  return row ?? null;
};

export const insertDeposit = async (db: Executor, values: NewDeposit): Promise<DepositRow> => {
  const [row] = await db.insert(deposits).values(values).returning();
  if (!row) throw new Error('deposit insert returned nothing');
  return row;
};

export const updateDeposit = async (db: Executor, id: number, values: Partial<NewDeposit>) => {
  const [row] = await db.update(deposits).set(values).where(eq(deposits.id, id)).returning();
  if (!row) throw new Error(`deposit ${id} vanished`);
  return row;
};

export const pageDeposits = (
  db: Executor,
  filter: { customerId?: number | undefined; status?: number | undefined },
  page: PageParams,
) => paginate(db, deposits, customerStatusFilter(deposits, filter), deposits.id, page);
