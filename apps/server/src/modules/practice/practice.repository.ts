import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { customers, investmentPlans, orders } from '../../db/schema/index.ts';

/**
 * A practice account's customer row: no contact, no usable password (login never finds it:
 * member.repository.ts looks in the real book only) and a uid and invite code nobody types.
 */
export const insertPracticeRow = async (
  db: Executor,
  person: { id: number; nickname: string },
  now: Date,
) => {
  const tag = randomUUID();
  const [row] = await db
    .insert(customers)
    .values({
      uid: `practice-${tag}`,
      inviteCode: `practice-${tag}`,
      passwordHash: '!',
      nickname: person.nickname,
      book: 'practice',
      practiceOf: person.id,
      createdAt: now,
    })
    .returning({ id: customers.id, createdAt: customers.createdAt });
  if (!row) throw new Error('practice account insert returned nothing');
  return row;
};

export const retirePracticeRow = (db: Executor, id: number, now: Date) =>
  db.update(customers).set({ retiredAt: now }).where(eq(customers.id, id));

/** A retired practice account's waiting orders, locked, to be cancelled. */
export const pendingOrdersOf = (db: Executor, customerId: number) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.status, 'pending')))
    .orderBy(orders.id)
    .for('update');

/** A retired practice account's recurring plans stop. */
export const cancelPlansOf = (db: Executor, customerId: number) =>
  db
    .update(investmentPlans)
    .set({ status: 'cancelled', nextDate: null, nextRunOn: null })
    .where(
      and(eq(investmentPlans.customerId, customerId), ne(investmentPlans.status, 'cancelled')),
    );

/** The virtual money a practice account was opened with: its funding entry's cash leg. */
export const practiceFunding = async (db: Executor, customerId: number) => {
  const result = await db.execute<{ currency: string; amount: string }>(sql`
    SELECT p.currency, p.amount::text AS amount
      FROM journal_entries j
      JOIN postings p ON p.entry_id = j.id
      JOIN ledger_accounts a ON a.id = p.account_id AND a.customer_id = j.customer_id
     WHERE j.customer_id = ${customerId} AND j.type = 'practice_funding'
     ORDER BY j.id
     LIMIT 1`);
  return result.rows[0] ?? null;
};
