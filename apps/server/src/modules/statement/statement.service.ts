import {
  entryMemo,
  rowsBefore,
  type StatementFilter,
  type StatementLine,
  type StatementQuery,
} from '@brokerage/shared';
import { endOfDayIn, PLATFORM_TIME_ZONE, startOfDayIn } from '@brokerage/shared/market-time';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { statementCsv } from './statement-csv.ts';
import {
  countStatementLines,
  selectStatementLines,
  type StatementCriteria,
  type StatementRow,
} from './statement.repository.ts';

/** An export never silently stops short: past this many lines it is refused instead. */
export const CSV_MAX_LINES = 10_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day means the whole day of the platform's operations day (New York, PLATFORM_TIME_ZONE):
 * `from` its start, `to` up to (not including) the next; the same day for every reader, so a
 * statement of a period is the same document wherever it is downloaded. An instant is exact.
 */
const toCriteria = (customerId: number, filter: StatementFilter): StatementCriteria => {
  const from = filter.from
    ? DAY.test(filter.from)
      ? startOfDayIn(filter.from, PLATFORM_TIME_ZONE)
      : new Date(filter.from)
    : undefined;
  const to = filter.to
    ? DAY.test(filter.to)
      ? { at: endOfDayIn(filter.to, PLATFORM_TIME_ZONE), inclusive: false }
      : { at: new Date(filter.to), inclusive: true }
    : undefined;
  if (from && to && from.getTime() > to.at.getTime()) throw new DomainError('RANGE_INVALID');
  return { customerId, type: filter.type, currency: filter.currency, from, to };
};

const actorKind = (actor: string): StatementLine['by'] => {
  if (actor.startsWith('customer:')) return 'customer';
  if (actor.startsWith('operator:')) return 'operator';
  return 'system';
};

const toLine = (row: StatementRow): StatementLine => ({
  entryId: row.entry_id,
  time: row.time,
  type: row.type,
  description: row.description,
  // Entries written before memos, or by hand, have none: the app shows the description.
  memo: entryMemo.safeParse(row.memo).data ?? null,
  reference: row.reference,
  currency: row.currency,
  cash: row.cash,
  held: row.held,
  balanceAfter: row.balance_after,
  heldAfter: row.held_after,
  by: actorKind(row.actor),
  reason: row.reason,
});

/** The session customer's statement, newest first: one line per entry and currency. */
export const listStatement = async (deps: AppDeps, actor: CustomerActor, query: StatementQuery) => {
  const criteria = toCriteria(actor.customerId, query);
  const [rows, total] = await Promise.all([
    selectStatementLines(deps.db, criteria, {
      limit: query.pageSize,
      offset: rowsBefore(query),
    }),
    countStatementLines(deps.db, criteria),
  ]);
  return { items: rows.map(toLine), total, page: query.page, pageSize: query.pageSize };
};

/** The same lines as CSV; more than CSV_MAX_LINES is refused, asking for a shorter range. */
export const exportStatementCsv = async (
  deps: AppDeps,
  actor: CustomerActor,
  filter: StatementFilter,
): Promise<string> => {
  const criteria = toCriteria(actor.customerId, filter);
  const rows = await selectStatementLines(deps.db, criteria, {
    limit: CSV_MAX_LINES + 1,
    offset: 0,
  });
  if (rows.length > CSV_MAX_LINES)
    throw new DomainError('STATEMENT_TOO_LARGE', { max: CSV_MAX_LINES });
  return statementCsv(rows.map(toLine));
};
