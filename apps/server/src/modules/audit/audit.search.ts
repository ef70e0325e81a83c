import { rowsBefore } from '@brokerage/shared';
import { endOfDayIn, PLATFORM_TIME_ZONE, startOfDayIn } from '@brokerage/shared/market-time';
import { and, count, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog, operators } from '../../db/schema/index.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  subjectType?: string | undefined;
  subjectId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * The audit log, newest first, filtered and paged in the database. `from` and `to` are whole
 * days of the platform's operations day (New York), `to` included.
 */
export const searchAudit = async (db: Executor, filter: AuditFilter) => {
  const conditions: (SQL | undefined)[] = [
    filter.actor ? eq(auditLog.actor, filter.actor) : undefined,
    filter.action
      ? or(
          eq(auditLog.action, filter.action),
          like(auditLog.action, `${escapeLike(filter.action)}%`),
        )
      : undefined,
    filter.subjectType ? eq(auditLog.subjectType, filter.subjectType) : undefined,
    filter.subjectId ? eq(auditLog.subjectId, filter.subjectId) : undefined,
    filter.from
      ? gte(auditLog.createdAt, startOfDayIn(filter.from, PLATFORM_TIME_ZONE))
      : undefined,
    filter.to ? lt(auditLog.createdAt, endOfDayIn(filter.to, PLATFORM_TIME_ZONE)) : undefined,
  ];
  const where = and(...conditions.filter((c): c is SQL => c !== undefined));
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select({ record: auditLog, actorName: operators.username })
    .from(auditLog)
    .leftJoin(operators, sql`${auditLog.actor} = 'operator:' || ${operators.id}`)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(filter.pageSize)
    .offset(rowsBefore(filter));
  return {
    items: rows.map(({ record, actorName }) => ({
      id: record.id,
      actor: record.actor,
      actorName,
      action: record.action,
      subjectType: record.subjectType,
      subjectId: record.subjectId,
      before: record.before,
      after: record.after,
      comment: record.comment,
      ip: record.ip,
      createdAt: record.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: filter.page,
    pageSize: filter.pageSize,
  };
};
