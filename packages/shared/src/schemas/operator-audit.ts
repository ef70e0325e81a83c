import { z } from 'zod/mini';
import { isoDay, page, pageQuery, safeString } from './common.ts';

const filterText = (max: number) =>
  z.optional(safeString().check(z.trim(), z.minLength(1), z.maxLength(max, 'validation.tooLong')));

/** Search of the audit log: every filter optional, newest first, paged on the server. */
export const auditQuery = z.extend(pageQuery, {
  /** `operator:<id>`, `customer:<id>` or `system:<job>`. */
  actor: filterText(64),
  /** An action or its prefix (`deposit.` finds every deposit decision). */
  action: filterText(64),
  subjectType: filterText(32),
  subjectId: filterText(64),
  from: z.optional(isoDay()),
  to: z.optional(isoDay()),
});

export const auditRecordView = z.object({
  id: z.int(),
  actor: z.string(),
  /** Who `actor` names: the operator's username, the customer's chosen name; null for a job. */
  actorName: z.nullable(z.string()),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  comment: z.nullable(z.string()),
  /** An operator's internal note on a decision (never sent to the customer). */
  note: z.nullable(z.string()),
  ip: z.nullable(z.string()),
  createdAt: z.string(),
});

export const auditPage = page(auditRecordView);
export type AuditRecordView = z.infer<typeof auditRecordView>;
