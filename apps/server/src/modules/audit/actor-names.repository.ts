import type { Decider } from '@brokerage/shared';
import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { operators } from '../../db/schema/index.ts';

/**
 * Who an actor reference names, for a screen to show instead of the reference: the operator's
 * username for `operator:<id>`, the customer's chosen name for `customer:<id>`, null for a job
 * (`system:<job>`) or for someone no longer there. The id is read out of the reference, so
 * each lookup is one by primary key; a column of a page's rows, never a filter.
 */
export const actorNameOf = (actor: AnyColumn): SQL<string | null> => sql<string | null>`CASE
    WHEN ${actor} ~ '^operator:[0-9]{1,18}$'
      THEN (SELECT o.username FROM operators o WHERE o.id = substr(${actor}, 10)::bigint)
    WHEN ${actor} ~ '^customer:[0-9]{1,18}$'
      THEN (SELECT c.nickname FROM customers c WHERE c.id = substr(${actor}, 10)::bigint)
  END`;

/**
 * Who decided each of a page's records (`reviewedBy` references), with each operator's
 * username read in one query: the review lists show who decided, not `operator:4`.
 */
export const decidersOf = async (
  db: Executor,
  refs: readonly (string | null)[],
): Promise<(ref: string | null) => Decider> => {
  const ids = [
    ...new Set(
      refs.flatMap((ref) => {
        const id = ref?.match(/^operator:([0-9]{1,15})$/)?.[1];
        return id ? [Number(id)] : [];
      }),
    ),
  ];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: operators.id, username: operators.username })
          .from(operators)
          .where(inArray(operators.id, ids));
  const names = new Map(rows.map((row) => [`operator:${row.id}`, row.username]));
  return (ref) => (ref ? { actor: ref, name: names.get(ref) ?? null } : null);
};
