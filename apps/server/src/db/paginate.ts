import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

export interface PageParams {
  page: number;
  pageSize: number;
}

/** One page of a table's rows, newest first, with the total count (API `?page=&pageSize=`). */
export const paginate = async <T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  newestFirst: PgColumn,
  page: PageParams,
): Promise<{ rows: T['$inferSelect'][]; total: number }> => {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(newestFirst))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
};

/** The usual review-queue filter: one customer's rows, or rows in one status, or both. */
export const customerStatusFilter = (
  columns: { customerId: PgColumn; status: PgColumn },
  filter: { customerId?: number | undefined; status?: number | string | undefined },
): SQL | undefined =>
  and(
    filter.customerId === undefined ? undefined : eq(columns.customerId, filter.customerId),
    filter.status === undefined ? undefined : eq(columns.status, filter.status),
  );
