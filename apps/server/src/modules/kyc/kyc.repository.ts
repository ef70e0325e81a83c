import { desc, eq } from 'drizzle-orm';
import { customerStatusFilter, paginate, type PageParams } from '../../db/paginate.ts';
import type { Executor } from '../../db/client.ts';
import { customers, kycSubmissions } from '../../db/schema/index.ts';

export type KycSubmissionRow = typeof kycSubmissions.$inferSelect;
export type NewKycSubmission = typeof kycSubmissions.$inferInsert;

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

export const insertSubmission = async (db: Executor, values: NewKycSubmission): Promise<void> => {
  await db.insert(kycSubmissions).values(values);
};

export const updateSubmission = async (
  tx: Executor,
  id: number,
  values: Partial<NewKycSubmission>,
): Promise<KycSubmissionRow | null> => {
  const [row] = await tx
    .update(kycSubmissions)
    .set(values)
    .where(eq(kycSubmissions.id, id))
    .returning();
  return row ?? null;
};

/** The customer's KYC status, the customer's row locked for update; null: no such customer. */
export const lockCustomerKycStatus = async (
  tx: Executor,
  customerId: number,
): Promise<string | null> => {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  return row?.kycStatus ?? null;
};

export const pageSubmissions = (
  db: Executor,
  filter: { status?: string | undefined; customerId?: number | undefined },
  page: PageParams,
) =>
  paginate(
    db,
    kycSubmissions,
    customerStatusFilter(kycSubmissions, filter),
    kycSubmissions.id,
    page,
  );
