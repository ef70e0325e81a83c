import { rowsBefore } from '@brokerage/shared';
import { and, count, desc, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { actorNameOf } from './actor-names.repository.ts';
import { escapeLike } from '../../db/like.ts';

export type AuditLogRow = typeof auditLog.$inferSelect;

export interface AuditRecord {
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string | number;
  before: unknown;
  after: unknown;
  comment?: string | null | undefined;
  /** An operator's internal note on a decision: console and audit log only, never the customer. */
  note?: string | null | undefined;
  /** The address the operator acted from. */
  ip?: string | null | undefined;
}

/** Written in the same transaction as the change it describes, so neither exists without the other. */
export const writeAudit = async (tx: Executor, record: AuditRecord): Promise<void> => {
  await tx.insert(auditLog).values({
    actor: record.actor,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: String(record.subjectId),
    before: record.before ?? null,
    after: record.after ?? null,
    comment: record.comment ?? null,
    note: record.note || null,
    ip: record.ip ?? null,
  });
};


export interface AuditLogFilter {
  actor?: string | undefined;
  /** An action exactly, or any action it begins (`customer.` finds `customer.vip`). */
  action?: string | undefined;
  subjectType?: string | undefined;
  subjectId?: string | undefined;
  /** Records created at or after. */
  from?: Date | undefined;
  /** Records created before. */
  to?: Date | undefined;
}

/**
 * A page of the audit log, newest first, each record with the name of who acted (the
 * operator's username, the customer's chosen name; null for a job), and how many match.
 */
export const pageAuditLog = async (
  db: Executor,
  filter: AuditLogFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: { record: AuditLogRow; actorName: string | null }[]; total: number }> => {
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
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to ? lt(auditLog.createdAt, filter.to) : undefined,
  ];
  const where = and(...conditions.filter((c): c is SQL => c !== undefined));
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select({ record: auditLog, actorName: actorNameOf(auditLog.actor) })
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(page.pageSize)
    .offset(rowsBefore(page));
  return { rows, total: total?.n ?? 0 };
};
