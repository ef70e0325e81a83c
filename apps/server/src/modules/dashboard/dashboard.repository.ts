import { DepositStatus, WithdrawStatus } from '@brokerage/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { waitingCount } from '../review-claims/waiting-records.repository.ts';

export type Amounts = { currency: string; amount: string }[];
/** Deposits and withdrawals share the seed's number for 'waiting for review'. */
const WAITING = DepositStatus.WAIT satisfies typeof WithdrawStatus.WAIT;

const rows = async <T extends Record<string, unknown>>(db: Executor, query: SQL) =>
  (await db.execute<T>(query)).rows;

const amountsOf = async (db: Executor, query: SQL): Promise<Amounts> =>
  rows<{ currency: string; amount: string }>(db, query);

/** Customers in all, those who signed up since `today`, and those with KYC waiting for review. */
export const customerCounts = async (db: Executor, today: Date) => {
  const [row] = await rows<{ total: number; new_today: number; kyc_waiting: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM customers WHERE book = 'real') AS total,
               (SELECT count(*)::int FROM customers WHERE book = 'real' AND created_at >= ${today}) AS new_today,
               (SELECT count(DISTINCT customer_id)::int FROM kyc_submissions WHERE status = 'review') AS kyc_waiting`,
  );
  return {
    total: row?.total ?? 0,
    newToday: row?.new_today ?? 0,
    kycWaiting: row?.kyc_waiting ?? 0,
  };
};

/**
 * What waits in every review queue, in one statement: each count by an indexed status, cheap
 * enough for every open console to ask twice a minute.
 */
export const waitingCounts = async (db: Executor) => {
  const [row] = await rows<{
    deposits: number;
    withdrawals: number;
    kyc: number;
    chain: number;
    loans: number;
    approvals: number;
  }>(
    db,
    sql`SELECT ${waitingCount('deposits')} AS deposits,
               ${waitingCount('withdrawals')} AS withdrawals,
               ${waitingCount('kyc')} AS kyc,
               ${waitingCount('chain')} AS chain,
               ${waitingCount('loans')} AS loans,
               (SELECT count(*)::int FROM four_eyes_proposals WHERE status = 'open') AS approvals`,
  );
  return row ?? { deposits: 0, withdrawals: 0, kyc: 0, chain: 0, loans: 0, approvals: 0 };
};

/** A review queue: deposits or withdrawals (status 0 is waiting in both). */
export type ReviewQueue = 'deposits' | 'withdrawals';

const tableOf = (queue: ReviewQueue) => sql.raw(queue);

/** The queue's rows made since `today`, its waiting ones, and when the oldest waiting was made. */
export const queueCounts = async (db: Executor, queue: ReviewQueue, today: Date) => {
  const [counts] = await rows<{ today: number; waiting: number; oldest: string | null }>(
    db,
    sql`SELECT count(*) FILTER (WHERE created_at >= ${today})::int AS today,
               count(*) FILTER (WHERE status = ${WAITING})::int AS waiting,
               min(created_at) FILTER (WHERE status = ${WAITING}) AS oldest
          FROM ${tableOf(queue)}`,
  );
  return counts ?? null;
};

/** An operations day's bounds: from its start, up to the next day's start. */
export interface DayBounds {
  starts: Date;
  ends: Date;
}

/**
 * What deposits credited within `day`, by currency: the amount received and credited
 * (`audit_money`) of those passed in full or in part then, when the credit was posted. A
 * refused deposit credited nothing, and what a customer declared is not what arrived.
 */
export const creditedDepositAmounts = (db: Executor, day: DayBounds): Promise<Amounts> =>
  amountsOf(
    db,
    sql`SELECT currency, sum(audit_money)::text AS amount FROM deposits
         WHERE status IN (${DepositStatus.PASS}, ${DepositStatus.PART})
           AND audited_at >= ${day.starts} AND audited_at < ${day.ends}
         GROUP BY currency ORDER BY currency`,
  );

/**
 * What withdrawals paid out within `day`, by currency: the amount of those passed then (the
 * fee is the platform's, not paid out). Refused, cancelled and waiting ones paid nothing.
 */
export const paidWithdrawalAmounts = (db: Executor, day: DayBounds): Promise<Amounts> =>
  amountsOf(
    db,
    sql`SELECT currency, sum(amount)::text AS amount FROM withdrawals
         WHERE status = ${WithdrawStatus.PASS}
           AND reviewed_at >= ${day.starts} AND reviewed_at < ${day.ends}
         GROUP BY currency ORDER BY currency`,
  );

/** When the queue's waiting rows were made, oldest first: the first 1000. */
export const waitingSince = (db: Executor, queue: ReviewQueue) =>
  rows<{ created_at: string }>(
    db,
    sql`SELECT created_at FROM ${tableOf(queue)} WHERE status = ${WAITING} ORDER BY created_at LIMIT 1000`,
  );

/** Whether the `loans` table exists (it comes with the products issue). */
export const loansTableExists = async (db: Executor): Promise<boolean> => {
  const [exists] = await rows<{ loans: string | null }>(
    db,
    sql`SELECT to_regclass('public.loans')::text AS loans`,
  );
  return Boolean(exists?.loans);
};

/** What disbursed and overdue loans still owe (principal, interest, penalty), by currency. */
export const loansOutstandingAmounts = (db: Executor): Promise<Amounts> =>
  amountsOf(
    db,
    sql`SELECT currency, sum(principal_due + interest_due + penalty_due)::text AS amount
          FROM loans WHERE status IN ('disbursed', 'overdue') GROUP BY currency ORDER BY currency`,
  );

/** Sign-ups, deposits and withdrawals made within each day's bounds, in the order of the days. */
export const dailyCounts = (db: Executor, days: { day: string; starts: string; ends: string }[]) =>
  rows<{ day: string; customers: number; deposits: number; withdrawals: number }>(
    db,
    sql`SELECT d.day,
               (SELECT count(*)::int FROM customers WHERE book = 'real' AND created_at >= d.starts AND created_at < d.ends) AS customers,
               (SELECT count(*)::int FROM deposits WHERE created_at >= d.starts AND created_at < d.ends) AS deposits,
               (SELECT count(*)::int FROM withdrawals WHERE created_at >= d.starts AND created_at < d.ends) AS withdrawals
          FROM jsonb_to_recordset(${JSON.stringify(days)}::jsonb) AS d(day text, starts timestamptz, ends timestamptz)
         ORDER BY d.day`,
  );

export const openPositionCount = async (db: Executor): Promise<number> => {
  const [positions] = await rows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM positions
         WHERE status = 'open' AND customer_id IN (SELECT id FROM customers WHERE book = 'real')`,
  );
  return positions?.count ?? 0;
};

/** What the open lots cost (the part of each lot's cost its open shares carry), by currency. */
export const openPositionCostByCurrency = (db: Executor): Promise<Amounts> =>
  amountsOf(
    db,
    sql`SELECT currency, sum(lot_carried(open_cost, opened_quantity, quantity))::text AS amount
          FROM positions
         WHERE status = 'open' AND customer_id IN (SELECT id FROM customers WHERE book = 'real')
         GROUP BY currency ORDER BY currency`,
  );
