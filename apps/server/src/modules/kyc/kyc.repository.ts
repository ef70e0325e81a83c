import { desc, eq } from 'drizzle-orm';
import { paginate, type PageParams } from '../../db/paginate.ts';
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

export const pageSubmissions = (db: Executor, status: string | undefined, page: PageParams) =>
  paginate(
    db,
    kycSubmissions,
    status ? eq(kycSubmissions.status, status) : undefined,
    kycSubmissions.id,
    page,
  );
