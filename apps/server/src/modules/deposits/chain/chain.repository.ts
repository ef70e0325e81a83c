import type { CryptoNetwork } from '@brokerage/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { paginate, type PageParams } from '../../../db/paginate.ts';
import { chainCursors, chainTransfers, depositAddresses } from '../../../db/schema/index.ts';

export type DepositAddressRow = typeof depositAddresses.$inferSelect;
export type ChainTransferRow = typeof chainTransfers.$inferSelect;

const addressOf = async (db: Executor, customerId: number, network: CryptoNetwork) => {
  const [row] = await db
    .select()
    .from(depositAddresses)
    .where(and(eq(depositAddresses.customerId, customerId), eq(depositAddresses.network, network)));
  return row ?? null;
};

/**
 * The customer's address on `network`, allocated on first ask: a fresh child index from the
 * sequence, and an insert that the unique (customer, network) index lets only one request
 * win; the others read the winner's row (a lost index is only a gap).
 */
export const ensureDepositAddress = async (
  db: Executor,
  customerId: number,
  network: CryptoNetwork,
  derive: (network: CryptoNetwork, index: number) => string,
): Promise<DepositAddressRow> => {
  const existing = await addressOf(db, customerId, network);
  if (existing) return existing;
  const next = await db.execute<{ index: number }>(
    sql`SELECT nextval('deposit_address_index_seq')::int AS index`,
  );
  const index = next.rows[0]?.index;
  if (index === undefined) throw new Error('deposit_address_index_seq gave nothing');
  await db
    .insert(depositAddresses)
    .values({ customerId, network, derivationIndex: index, address: derive(network, index) })
    .onConflictDoNothing();
  const row = await addressOf(db, customerId, network);
  if (!row) throw new Error(`deposit address of ${customerId} on ${network} vanished`);
  return row;
};

/** Every customer's address on `network` with its owner. */
export const customerAddresses = async (db: Executor, network: CryptoNetwork) =>
  db
    .select({ address: depositAddresses.address, customerId: depositAddresses.customerId })
    .from(depositAddresses)
    .where(eq(depositAddresses.network, network));

/**
 * Claims the network's scan for this transaction: another copy already scanning holds the
 * row and this one gets null (SKIP LOCKED) rather than waiting to scan the same blocks.
 */
export const claimCursor = async (tx: Executor, network: CryptoNetwork) => {
  await tx.insert(chainCursors).values({ network, cursor: null }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(chainCursors)
    .where(eq(chainCursors.network, network))
    .for('update', { skipLocked: true });
  return row ?? null;
};

export const saveCursor = (tx: Executor, network: CryptoNetwork, cursor: string, at: Date) =>
  tx.update(chainCursors).set({ cursor, updatedAt: at }).where(eq(chainCursors.network, network));

/** Records a transfer once per (network, hash, log index); null when it was already recorded. */
export const insertTransfer = async (
  tx: Executor,
  values: typeof chainTransfers.$inferInsert,
): Promise<ChainTransferRow | null> => {
  const [row] = await tx.insert(chainTransfers).values(values).onConflictDoNothing().returning();
  return row ?? null;
};

export const findTransfer = async (db: Executor, id: number): Promise<ChainTransferRow | null> => {
  const [row] = await db.select().from(chainTransfers).where(eq(chainTransfers.id, id));
  return row ?? null;
};

export const transferStatus = async (db: Executor, id: number): Promise<string | null> => {
  const [row] = await db
    .select({ status: chainTransfers.status })
    .from(chainTransfers)
    .where(eq(chainTransfers.id, id));
  return row?.status ?? null;
};

/** Transfers nobody could be credited for, newest first. */
/**
 * Transfers that reached no customer, in one status or (none given) every one, decided or
 * not: a decided transfer stays listed with who decided it and why.
 */
export const pageUnmatchedTransfers = (
  db: Executor,
  status: 'unmatched' | 'refused' | 'return' | undefined,
  page: PageParams,
) =>
  paginate(
    db,
    chainTransfers,
    status
      ? eq(chainTransfers.status, status)
      : inArray(chainTransfers.status, ['unmatched', 'refused', 'return']),
    chainTransfers.id,
    page,
  );

/**
 * Closes an unmatched transfer if it is still unmatched at `version`, in one statement (it
 * decides a race between two operators); null when it was not.
 */
export const decideUnmatchedTransfer = async (
  tx: Executor,
  id: number,
  version: number,
  decision: { status: 'refused' | 'return'; comment: string; reviewedBy: string; reviewedAt: Date },
): Promise<ChainTransferRow | null> => {
  const [row] = await tx
    .update(chainTransfers)
    .set(decision)
    .where(
      and(
        eq(chainTransfers.id, id),
        eq(chainTransfers.status, 'unmatched'),
        // The version the operator saw, checked in the statement that decides.
        eq(chainTransfers.version, version),
      ),
    )
    .returning();
  return row ?? null;
};

export const updateTransfer = async (
  tx: Executor,
  id: number,
  values: Partial<typeof chainTransfers.$inferInsert>,
) => tx.update(chainTransfers).set(values).where(eq(chainTransfers.id, id));

/** Whether this customer was already credited by a transfer with this hash. */
export const creditedToCustomer = async (
  db: Executor,
  customerId: number,
  network: CryptoNetwork,
  txHash: string,
) => {
  const [row] = await db
    .select({ depositId: chainTransfers.depositId })
    .from(chainTransfers)
    .where(
      and(
        eq(chainTransfers.network, network),
        eq(chainTransfers.txHash, txHash),
        eq(chainTransfers.customerId, customerId),
        eq(chainTransfers.status, 'credited'),
      ),
    )
    .limit(1);
  return row ?? null;
};
