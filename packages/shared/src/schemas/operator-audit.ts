import { z } from 'zod';
import { isoDay, page, pageQuery, safeString } from './common.ts';

const filterText = (max: number) =>
  safeString().trim().min(1).max(max, 'validation.tooLong').optional();

/** Search of the audit log: every filter optional, newest first, paged on the server. */
export const auditQuery = pageQuery.extend({
  /** `operator:<id>`, `customer:<id>` or `system:<job>`. */
  actor: filterText(64),
  /** An action or its prefix (`deposit.` finds every deposit decision). */
  action: filterText(64),
  subjectType: filterText(32),
  subjectId: filterText(64),
  from: isoDay().optional(),
  to: isoDay().optional(),
});

export const auditRecordView = z.object({
  id: z.number().int(),
  actor: z.string(),
  /** Who `actor` names: the operator's username, the customer's chosen name; null for a job. */
  actorName: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  comment: z.string().nullable(),
  /** An operator's internal note on a decision (never sent to the customer). */
  note: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});

export const auditPage = page(auditRecordView);
export type AuditRecordView = z.infer<typeof auditRecordView>;
