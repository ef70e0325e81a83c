import { DepositStatus, WithdrawStatus, type ReviewQueueName } from '@brokerage/shared';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Where each review queue's records live and which of them wait for a decision: the one
 * definition the menu counts and the claims both read.
 */
export const WAITING_RECORDS: Record<ReviewQueueName, { table: SQL; waiting: SQL }> = {
  deposits: { table: sql.raw('deposits'), waiting: sql`status = ${DepositStatus.WAIT}` },
  withdrawals: { table: sql.raw('withdrawals'), waiting: sql`status = ${WithdrawStatus.WAIT}` },
  kyc: { table: sql.raw('kyc_submissions'), waiting: sql`status = 'review'` },
  chain: { table: sql.raw('chain_transfers'), waiting: sql`status = 'unmatched'` },
  loans: { table: sql.raw('loans'), waiting: sql`status = 'applied'` },
};

/** How many records of `queue` wait, as a scalar subquery. */
export const waitingCount = (queue: ReviewQueueName): SQL => {
  const { table, waiting } = WAITING_RECORDS[queue];
  return sql`(SELECT count(*)::int FROM ${table} WHERE ${waiting})`;
};

/** Whether record `id` of `queue` waits, as a condition. */
export const isWaiting = (queue: ReviewQueueName, id: number): SQL => {
  const { table, waiting } = WAITING_RECORDS[queue];
  return sql`EXISTS (SELECT 1 FROM ${table} WHERE id = ${id} AND ${waiting})`;
};

/** Whether record `id` of `queue` exists at all, as a condition. */
export const recordExists = (queue: ReviewQueueName, id: number): SQL =>
  sql`EXISTS (SELECT 1 FROM ${WAITING_RECORDS[queue].table} WHERE id = ${id})`;
