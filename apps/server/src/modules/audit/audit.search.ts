import { endOfDayIn, PLATFORM_TIME_ZONE, startOfDayIn } from '@brokerage/shared/market-time';
import type { Executor } from '../../db/client.ts';
import { pageAuditLog } from './audit.repository.ts';

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
  const { rows, total } = await pageAuditLog(
    db,
    {
      actor: filter.actor,
      action: filter.action,
      subjectType: filter.subjectType,
      subjectId: filter.subjectId,
      from: filter.from ? startOfDayIn(filter.from, PLATFORM_TIME_ZONE) : undefined,
      to: filter.to ? endOfDayIn(filter.to, PLATFORM_TIME_ZONE) : undefined,
    },
    filter,
  );
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
      note: record.note,
      ip: record.ip,
      createdAt: record.createdAt.toISOString(),
    })),
    total,
    page: filter.page,
    pageSize: filter.pageSize,
  };
};
