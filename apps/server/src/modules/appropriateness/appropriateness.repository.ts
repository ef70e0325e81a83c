import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { appropriatenessRecords } from '../../db/schema/index.ts';

export type AnswerRow = typeof appropriatenessRecords.$inferSelect;
export type NewAnswer = typeof appropriatenessRecords.$inferInsert;

/** Every answer of the customer, newest first. */
export const answersOf = (db: Executor, customerId: number): Promise<AnswerRow[]> =>
  db
    .select()
    .from(appropriatenessRecords)
    .where(eq(appropriatenessRecords.customerId, customerId))
    .orderBy(desc(appropriatenessRecords.createdAt), desc(appropriatenessRecords.id));

export const insertAnswer = async (tx: Executor, values: NewAnswer): Promise<AnswerRow> => {
  const [row] = await tx.insert(appropriatenessRecords).values(values).returning();
  if (!row) throw new Error('appropriateness insert returned nothing');
  return row;
};
