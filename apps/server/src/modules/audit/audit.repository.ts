import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditRecord {
  actor: string;
  action: string;
  subjectType: string;
  subjectId: string | number;
  before: unknown;
  after: unknown;
  comment?: string | null | undefined;
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
    ip: record.ip ?? null,
  });
};
