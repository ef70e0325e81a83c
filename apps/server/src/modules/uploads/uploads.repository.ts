import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

/** What a customer's kept files already take. */
export const uploadUsage = async (
  db: Executor,
  customerId: number,
): Promise<{ files: number; bytes: number }> => {
  const { rows } = await db.execute<{ files: number; bytes: number }>(sql`
    SELECT count(*)::int AS files, coalesce(sum(size), 0)::bigint AS bytes
      FROM files WHERE customer_id = ${customerId}`);
  return rows[0] ?? { files: 0, bytes: 0 };
};

export const insertFile = async (tx: Executor, values: NewFile) => {
  const [row] = await tx
    .insert(files)
    .values(values)
    .returning({ id: files.id, purpose: files.purpose, mime: files.mime, size: files.size });
  if (!row) throw new Error('file insert returned nothing');
  return row;
};

/** The file; with `customerId`, only that customer's (null: any, for an operator). */
export const findFile = async (
  db: Executor,
  id: string,
  customerId: number | null,
): Promise<FileRow | null> => {
  const ownership = customerId === null ? undefined : eq(files.customerId, customerId);
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), ownership));
  return row ?? null;
};

/** Whether the customer uploaded the file for `purpose`. */
export const ownsFileFor = async (
  db: Executor,
  customerId: number,
  id: string,
  purpose: string,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, id), eq(files.customerId, customerId), eq(files.purpose, purpose)));
  return row !== undefined;
};
