import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/**
 * The internal note of each of `ids` of `subjectType` that has one: the latest note written on
 * its audit rows (issue 28 item 3). Notes live only there, so a review list reads them from
 * the audit log, and nothing the customer's API reads can carry one.
 */
export const decisionNotes = async (
  db: Executor,
  subjectType: string,
  ids: readonly (number | string)[],
): Promise<Map<string, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([auditLog.subjectId], { subjectId: auditLog.subjectId, note: auditLog.note })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subjectType, subjectType),
        inArray(auditLog.subjectId, ids.map(String)),
        isNotNull(auditLog.note),
      ),
    )
    .orderBy(auditLog.subjectId, desc(auditLog.id));
  return new Map(rows.map((row) => [row.subjectId, row.note ?? '']));
};

/** The note of one record, or null: a list's lookup answered for a row. */
export const noteOf = (notes: Map<string, string>, id: number | string): string | null =>
  notes.get(String(id)) ?? null;
