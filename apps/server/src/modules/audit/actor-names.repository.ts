import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

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
