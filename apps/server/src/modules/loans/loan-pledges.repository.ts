import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loanPledges, marginCalls, positions } from '../../db/schema/index.ts';

export type PledgedLot = typeof positions.$inferSelect & { pledged: string };
export type MarginCallRow = typeof marginCalls.$inferSelect;
export type NewMarginCall = typeof marginCalls.$inferInsert;
type LotRow = typeof positions.$inferSelect;

/** The customer's open lots with shares not promised to a pending close (pledged or not). */
export const unclosedLotsOf = (db: Executor, customerId: number): Promise<LotRow[]> =>
  db
    .select()
    .from(positions)
    .where(
      and(
        eq(positions.customerId, customerId),
        eq(positions.status, 'open'),
        gt(positions.quantity, sql`${positions.closingQuantity}`),
      ),
    );

/** The customer's open lots with free shares (neither closing nor pledged), locked by id. */
export const lockPledgeableLots = (tx: Executor, customerId: number): Promise<LotRow[]> =>
  tx
    .select()
    .from(positions)
    .where(
      and(
        eq(positions.customerId, customerId),
        eq(positions.status, 'open'),
        gt(positions.quantity, sql`${positions.closingQuantity} + ${positions.pledgedQuantity}`),
      ),
    )
    .orderBy(asc(positions.id))
    .for('update');

/** The instruments of lots pledged to a loan (partial index). */
export const pledgedInstrumentKeys = async (db: Executor): Promise<string[]> => {
  const result = await db.execute(
    sql`SELECT DISTINCT instrument_key FROM positions WHERE pledged_quantity > 0`,
  );
  return result.rows.map((row) => String(row.instrument_key));
};

/** The loans with a lot of `key` pledged, by id. */
export const loansPledging = async (db: Executor, key: string): Promise<number[]> => {
  const result = await db.execute(sql`
    SELECT DISTINCT lp.loan_id FROM loan_pledges lp
      JOIN positions p ON p.id = lp.position_id
     WHERE p.instrument_key = ${key} AND lp.quantity > 0
     ORDER BY lp.loan_id`);
  return result.rows.map((row) => Number(row.loan_id));
};

export const marginCallsOf = (db: Executor, loanId: number): Promise<MarginCallRow[]> =>
  db.select().from(marginCalls).where(eq(marginCalls.loanId, loanId)).orderBy(desc(marginCalls.id));

export const insertMarginCall = async (tx: Executor, values: NewMarginCall): Promise<void> => {
  await tx.insert(marginCalls).values(values);
};

/** Each loan's pledged lots (what it still pledges of them), by loan id. */
export const pledgesOf = async (
  db: Executor,
  loanIds: readonly number[],
): Promise<Map<number, PledgedLot[]>> => {
  const result = new Map<number, PledgedLot[]>();
  if (loanIds.length === 0) return result;
  const rows = await db
    .select({ loanId: loanPledges.loanId, pledged: loanPledges.quantity, lot: positions })
    .from(loanPledges)
    .innerJoin(positions, eq(positions.id, loanPledges.positionId))
    .where(and(inArray(loanPledges.loanId, [...loanIds]), gt(loanPledges.quantity, '0')))
    .orderBy(loanPledges.positionId);
  for (const row of rows) {
    const list = result.get(row.loanId) ?? [];
    list.push({ ...row.lot, pledged: row.pledged });
    result.set(row.loanId, list);
  }
  return result;
};

/** Each loan's latest margin call, by loan id. */
export const latestCalls = async (
  db: Executor,
  loanIds: readonly number[],
): Promise<Map<number, MarginCallRow>> => {
  if (loanIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([marginCalls.loanId])
    .from(marginCalls)
    .where(inArray(marginCalls.loanId, [...loanIds]))
    .orderBy(marginCalls.loanId, desc(marginCalls.id));
  return new Map(rows.map((row) => [row.loanId, row]));
};

/**
 * Pledges `quantity` more of a lot to a loan, only if that much of the lot is neither pledged
 * nor promised to a close (a conditional update: a concurrent close or pledge cannot take the
 * same shares). Answers whether it was pledged.
 */
export const pledge = async (
  db: Executor,
  loanId: number,
  positionId: number,
  quantity: string,
): Promise<boolean> => {
  const updated = await db.execute(sql`
    UPDATE positions SET pledged_quantity = pledged_quantity + ${quantity}::numeric
     WHERE id = ${positionId} AND status = 'open'
       AND quantity - closing_quantity - pledged_quantity >= ${quantity}::numeric
 RETURNING id`);
  if (updated.rows.length !== 1) return false;
  await db.execute(sql`
    INSERT INTO loan_pledges (loan_id, position_id, quantity)
    VALUES (${loanId}, ${positionId}, ${quantity}::numeric)
    ON CONFLICT (loan_id, position_id)
    DO UPDATE SET quantity = loan_pledges.quantity + EXCLUDED.quantity`);
  return true;
};

/** Releases `quantity` of a loan's pledge of a lot (repaid, or about to be sold by liquidation). */
export const unpledge = async (
  db: Executor,
  loanId: number,
  positionId: number,
  quantity: string,
) => {
  await db.execute(sql`
    UPDATE loan_pledges SET quantity = quantity - ${quantity}::numeric
     WHERE loan_id = ${loanId} AND position_id = ${positionId}`);
  await db.execute(sql`
    UPDATE positions SET pledged_quantity = pledged_quantity - ${quantity}::numeric
     WHERE id = ${positionId}`);
};

/** The loan's open margin call, locked (the loan's lock is held by the caller). */
export const openCall = async (db: Executor, loanId: number): Promise<MarginCallRow | null> => {
  const [row] = await db
    .select()
    .from(marginCalls)
    .where(and(eq(marginCalls.loanId, loanId), eq(marginCalls.status, 'open')))
    .for('update');
  return row ?? null;
};

export const closeCall = async (
  db: Executor,
  id: number,
  status: 'met' | 'liquidated',
  at: Date,
) => {
  await db.update(marginCalls).set({ status, closedAt: at }).where(eq(marginCalls.id, id));
};
