import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { kycSubmissions } from '../../db/schema/index.ts';

export type KycSubmissionRow = typeof kycSubmissions.$inferSelect;

export const latestSubmission = async (
  db: Executor,
  customerId: number,
  kinds: readonly string[],
): Promise<KycSubmissionRow | null> => {
  const rows = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.customerId, customerId))
    .orderBy(desc(kycSubmissions.id))
    .limit(20);
  return rows.find((row) => kinds.includes(row.kind)) ?? null;
};

export const lockSubmission = async (
  db: Executor,
  id: number,
): Promise<KycSubmissionRow | null> => {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.id, id))
    .for('update');
  return row ?? null;
};

export const listSubmissions = (
  db: Executor,
  status: string | undefined,
  limit: number,
  offset: number,
) =>
  db
    .select()
    .from(kycSubmissions)
    .where(status ? and(eq(kycSubmissions.status, status)) : undefined)
    .orderBy(desc(kycSubmissions.id))
    .limit(limit)
    .offset(offset);
