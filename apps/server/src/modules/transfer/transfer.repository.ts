import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { journalEntries } from '../../db/schema/index.ts';

/** When a journal entry was posted (the database's clock, as on the statement). */
export const entryCreatedAt = async (db: Executor, id: number): Promise<Date> => {
  const [entry] = await db
    .select({ createdAt: journalEntries.createdAt })
    .from(journalEntries)
    .where(eq(journalEntries.id, id));
  if (!entry) throw new Error(`journal entry ${id} vanished`);
  return entry.createdAt;
};
