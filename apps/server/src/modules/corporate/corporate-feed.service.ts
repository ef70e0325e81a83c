import { isDeepStrictEqual } from 'node:util';
import {
  dividendRequest,
  proposalStatus,
  rowsBefore,
  splitRequest,
  validationKey,
  type CorporateFeedRecordView,
  type CorporateFeedStatus,
  type ErrorCode,
} from '@brokerage/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { proposeFeedRecordAction, type ActionKind } from './corporate-actions.service.ts';
import type { CorporateActionsFeed, PublishedRecord } from './corporate-feed.ts';
import {
  claimFeedRecord,
  findFeedRead,
  findFeedRecord,
  lockFeedRecord,
  pageFeedRecords,
  recordFeedRead,
  updateFeedRecord,
  type FeedOutcome,
  type FeedRecordRow,
} from './corporate-feed.repository.ts';

/** The terms the pass reads of a record (README); any other field is the vendor's own. */
const TERM_NAMES = [
  'kind',
  'key',
  'splitTo',
  'splitFrom',
  'amountPerShare',
  'withholdingRate',
  'currency',
  'exDate',
  'payDate',
  'note',
] as const;

const termsOf = (record: PublishedRecord): Record<string, unknown> =>
  Object.fromEntries(
    TERM_NAMES.filter((name) => record.terms[name] !== undefined).map((name) => [
      name,
      record.terms[name],
    ]),
  );

type Entry = {
  kind: ActionKind;
  input: { key: string; exDate: string };
  currency: string | undefined;
};
type Rejection = {
  status: 'rejected';
  errorCode: ErrorCode;
  errorDetail: string | null;
  errorField: string | null;
};

/** Terms that are not valid: which field, and why as a `validation.*` message key. */
const invalidField = (field: string | null, message?: string): Rejection => ({
  status: 'rejected',
  errorCode: 'VALIDATION_FAILED',
  errorDetail: validationKey(message),
  errorField: field,
});

/** A schema's first problem, by the feed's name of the field. */
const invalid = (error: z.core.$ZodError, fieldNames: Record<string, string> = {}): Rejection => {
  const issue = error.issues[0];
  const field = issue?.path[0] === undefined ? null : String(issue.path[0]);
  return invalidField(field === null ? null : (fieldNames[field] ?? field), issue?.message);
};

/**
 * A record's action, read by the very schemas an operator's entry is (the vendor's names of a
 * split's sides mapped to the entry's), or why it is none.
 */
const entryOf = (terms: Record<string, unknown>): Entry | Rejection => {
  if (terms.kind === 'split') {
    const parsed = splitRequest.safeParse({
      key: terms.key,
      to: terms.splitTo,
      from: terms.splitFrom,
      exDate: terms.exDate,
      note: terms.note,
    });
    return parsed.success
      ? { kind: 'corporate.split', input: parsed.data, currency: undefined }
      : invalid(parsed.error, { to: 'splitTo', from: 'splitFrom' });
  }
  if (terms.kind === 'cash_dividend') {
    const parsed = dividendRequest.safeParse({
      key: terms.key,
      amountPerShare: terms.amountPerShare,
      withholdingRate: terms.withholdingRate,
      exDate: terms.exDate,
      payDate: terms.payDate,
      note: terms.note,
    });
    if (!parsed.success) return invalid(parsed.error);
    const { currency } = terms;
    if (currency !== undefined && typeof currency !== 'string') return invalidField('currency');
    return { kind: 'corporate.dividend', input: parsed.data, currency };
  }
  return invalidField('kind');
};

/**
 * Checks the record's terms and proposes its action in a savepoint of the caller's transaction:
 * a check that fails (an unknown instrument, an ex-date begun, another action that day, an open
 * proposal of it) leaves nothing of the attempt and answers the rejection to store.
 */
const checkAndPropose = async (
  tx: Executor,
  now: Date,
  record: FeedRecordRow,
  terms: Record<string, unknown>,
): Promise<FeedOutcome> => {
  const entry = entryOf(terms);
  if ('status' in entry) return entry;
  try {
    await tx.transaction((savepoint) => proposeFeedRecordAction(savepoint, now, record.id, entry));
    return { status: 'proposed', errorCode: null, errorDetail: null, errorField: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { status: 'rejected', errorCode: error.code, errorDetail: null, errorField: null };
  }
};

/** Nothing to do: the record is as it was entered, or as its amendment was recorded. */
const unchanged = (row: FeedRecordRow, terms: Record<string, unknown>) =>
  isDeepStrictEqual(row.terms, terms) ||
  (row.amendedTerms !== null && isDeepStrictEqual(row.amendedTerms, terms));

/**
 * One published record, entered at most once whatever the number of passes and copies: claimed
 * by its (source, ref) key, then proposed or rejected in the same transaction. A rejected record
 * the vendor changes is checked again; a proposed one the vendor changes is recorded as an
 * amendment for the admins, and its proposal or action is left as it is.
 */
const enterRecord = async (deps: AppDeps, source: string, record: PublishedRecord) => {
  const terms = termsOf(record);
  // Most passes find every record as it was entered: one read, no lock, no write.
  const known = await findFeedRecord(deps.db, source, record.ref);
  if (known && unchanged(known, terms)) return;
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const claimed = await claimFeedRecord(tx, { source, ref: record.ref, terms, at: now });
    if (claimed) {
      const outcome = await checkAndPropose(tx, now, claimed, terms);
      if (outcome.status === 'rejected') await updateFeedRecord(tx, claimed.id, outcome);
      return;
    }
    const row = await lockFeedRecord(tx, source, record.ref);
    if (!row || unchanged(row, terms)) return;
    if (row.status === 'rejected') {
      const outcome = await checkAndPropose(tx, now, row, terms);
      await updateFeedRecord(tx, row.id, { ...outcome, terms, checkedAt: now });
      return;
    }
    await updateFeedRecord(tx, row.id, { amendedTerms: terms, amendedAt: now });
  });
};

/** What an operator is shown of a failed read: the message, bounded. */
const READ_ERROR_LENGTH = 500;

/**
 * Every record the feed publishes now is entered. A record that cannot be entered (the database
 * refused it) does not stop the others; the read then fails with the first such error.
 */
const enterPublished = async (deps: AppDeps, feed: CorporateActionsFeed): Promise<number> => {
  const records = await feed.poll();
  const failures: unknown[] = [];
  for (const record of records) {
    try {
      await enterRecord(deps, feed.source, record);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0)
    throw new Error(`${failures.length} corporate actions feed record(s) not entered`, {
      cause: failures[0],
    });
  return records.length;
};

/**
 * The feed's pass (corporate-runner.ts runs it after the actions due): its records entered, and
 * the read recorded, succeeded with its number of records or failed with its message, for the
 * console to show whether the vendor's records arrive. A failed read fails the pass, which the
 * job logs.
 */
export const enterFeedRecords = async (deps: AppDeps, feed: CorporateActionsFeed) => {
  const at = deps.now();
  try {
    const records = await enterPublished(deps, feed);
    await recordFeedRead(deps.db, feed.source, at, { records });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordFeedRead(deps.db, feed.source, at, {
      error: message.slice(0, READ_ERROR_LENGTH),
    });
    throw error;
  }
};

/** Whether a feed is configured, and how its last read went (null: not read yet). */
export const feedStatus = async (
  db: Database,
  feed: CorporateActionsFeed | null,
): Promise<CorporateFeedStatus> => {
  if (!feed) return { configured: false, source: null, lastRead: null };
  const read = await findFeedRead(db, feed.source);
  return {
    configured: true,
    source: feed.source,
    lastRead: read && {
      at: read.readAt.toISOString(),
      succeededAt: read.succeededAt?.toISOString() ?? null,
      records: read.records,
      error: read.error,
    },
  };
};

const view = ({
  record,
  proposalId,
  proposalStatus: status,
  actionId,
}: Awaited<ReturnType<typeof pageFeedRecords>>['rows'][number]): CorporateFeedRecordView => ({
  id: record.id,
  source: record.source,
  ref: record.ref,
  terms: record.terms,
  status: record.status,
  errorCode: record.errorCode,
  errorDetail: record.errorDetail,
  errorField: record.errorField,
  proposalId,
  proposalStatus: status === null ? null : proposalStatus.parse(status),
  actionId,
  amendedTerms: record.amendedTerms,
  receivedAt: record.receivedAt.toISOString(),
  checkedAt: record.checkedAt.toISOString(),
  amendedAt: record.amendedAt?.toISOString() ?? null,
});

export const listFeedRecords = async (
  db: Database,
  query: { show: 'attention' | 'all'; page: number; pageSize: number },
) => {
  const { rows, total } = await pageFeedRecords(db, {
    attention: query.show === 'attention',
    limit: query.pageSize,
    offset: rowsBefore(query),
  });
  return { items: rows.map(view), total, page: query.page, pageSize: query.pageSize };
};
