import { type DashboardStats, DepositStatus, WithdrawStatus } from '@brokerage/shared';
import {
  addDays,
  calendarDayIn,
  endOfDayIn,
  PLATFORM_TIME_ZONE,
  startOfDayIn,
} from '@brokerage/shared/market-time';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { DEPOSIT_REVIEW_MINUTES } from '../deposits/funding-settings.ts';
import { withdrawalPromisedBy } from '../withdrawals/business-days.ts';
import { lastLedgerCheck } from '../ledger/ledger-check.ts';

type Amounts = { currency: string; amount: string }[];
const DAYS_CHARTED = 30;
/** Deposits and withdrawals share the seed's number for 'waiting for review'. */
const WAITING = DepositStatus.WAIT satisfies typeof WithdrawStatus.WAIT;
const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

const rows = async <T extends Record<string, unknown>>(
  db: Executor,
  query: ReturnType<typeof sql>,
) => (await db.execute<T>(query)).rows;

const amountsOf = async (db: Executor, query: ReturnType<typeof sql>): Promise<Amounts> =>
  rows<{ currency: string; amount: string }>(db, query);

const customersStats = async (db: Executor, today: Date) => {
  const [row] = await rows<{ total: number; new_today: number; kyc_waiting: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM customers) AS total,
               (SELECT count(*)::int FROM customers WHERE created_at >= ${today}) AS new_today,
               (SELECT count(DISTINCT customer_id)::int FROM kyc_submissions WHERE status = 'review') AS kyc_waiting`,
  );
  return {
    total: row?.total ?? 0,
    newToday: row?.new_today ?? 0,
    kycWaiting: row?.kyc_waiting ?? 0,
  };
};

/** A review queue (deposits or withdrawals: status 0 is waiting in both). */
const queueStats = async (
  db: Executor,
  table: 'deposits' | 'withdrawals',
  today: Date,
  now: Date,
  promisedBy: (createdAt: Date) => Date,
) => {
  const name = sql.raw(table);
  const money = sql.raw(table === 'deposits' ? 'money' : 'amount');
  const [counts] = await rows<{ today: number; waiting: number; oldest: string | null }>(
    db,
    sql`SELECT count(*) FILTER (WHERE created_at >= ${today})::int AS today,
               count(*) FILTER (WHERE status = ${WAITING})::int AS waiting,
               min(created_at) FILTER (WHERE status = ${WAITING}) AS oldest
          FROM ${name}`,
  );
  const todayAmounts = await amountsOf(
    db,
    sql`SELECT currency, sum(${money})::text AS amount FROM ${name}
         WHERE created_at >= ${today} GROUP BY currency ORDER BY currency`,
  );
  // Waiting ones, oldest first, until one is still within its promised time.
  const waiting = await rows<{ created_at: string }>(
    db,
    sql`SELECT created_at FROM ${name} WHERE status = ${WAITING} ORDER BY created_at LIMIT 1000`,
  );
  const overdue = waiting.filter((w) => promisedBy(new Date(w.created_at)) < now).length;
  const oldest = counts?.oldest ? new Date(counts.oldest) : null;
  return {
    today: counts?.today ?? 0,
    todayAmounts,
    waiting: counts?.waiting ?? 0,
    oldestWaitingSince: iso(oldest),
    oldestPromisedBy: oldest ? promisedBy(oldest).toISOString() : null,
    overdue,
  };
};

/** Loans come with the products issue: until their table exists, there is nothing to owe. */
const loansOutstanding = async (db: Executor): Promise<Amounts | null> => {
  const [exists] = await rows<{ loans: string | null }>(
    db,
    sql`SELECT to_regclass('public.loans')::text AS loans`,
  );
  if (!exists?.loans) return null;
  return amountsOf(
    db,
    sql`SELECT currency, sum(principal_due + interest_due + penalty_due)::text AS amount
          FROM loans WHERE status IN ('disbursed', 'overdue') GROUP BY currency ORDER BY currency`,
  );
};

/**
 * The last 30 operations days (the platform's, New York), today included: each day's bounds
 * come from the kernel, so a day is 23 or 25 hours long when the clocks change there.
 */
const last30Days = async (db: Executor, today: string) => {
  const days = Array.from({ length: DAYS_CHARTED }, (_, i) => {
    const day = addDays(today, i - (DAYS_CHARTED - 1));
    return {
      day,
      starts: startOfDayIn(day, PLATFORM_TIME_ZONE).toISOString(),
      ends: endOfDayIn(day, PLATFORM_TIME_ZONE).toISOString(),
    };
  });
  const series = await rows<{
    day: string;
    customers: number;
    deposits: number;
    withdrawals: number;
  }>(
    db,
    sql`SELECT d.day,
               (SELECT count(*)::int FROM customers WHERE created_at >= d.starts AND created_at < d.ends) AS customers,
               (SELECT count(*)::int FROM deposits WHERE created_at >= d.starts AND created_at < d.ends) AS deposits,
               (SELECT count(*)::int FROM withdrawals WHERE created_at >= d.starts AND created_at < d.ends) AS withdrawals
          FROM jsonb_to_recordset(${JSON.stringify(days)}::jsonb) AS d(day text, starts timestamptz, ends timestamptz)
         ORDER BY d.day`,
  );
  return series.map((s) => ({
    day: s.day,
    newCustomers: s.customers,
    deposits: s.deposits,
    withdrawals: s.withdrawals,
  }));
};

/** The seed's `aggregate/stat`, read in a handful of small queries (no money moves here). */
export const dashboardStatsOf = async (db: Executor, now: Date): Promise<DashboardStats> => {
  // "Today" on the dashboard is the platform's operations day, begun at midnight in New York.
  const todayDate = calendarDayIn(now, PLATFORM_TIME_ZONE);
  const today = startOfDayIn(todayDate, PLATFORM_TIME_ZONE);
  const [positions] = await rows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM positions WHERE status = 'open'`,
  );
  return {
    customers: await customersStats(db, today),
    deposits: await queueStats(
      db,
      'deposits',
      today,
      now,
      (at) => new Date(at.getTime() + DEPOSIT_REVIEW_MINUTES * 60_000),
    ),
    withdrawals: await queueStats(db, 'withdrawals', today, now, (at) => withdrawalPromisedBy(at)),
    openPositions: {
      count: positions?.count ?? 0,
      costByCurrency: await amountsOf(
        db,
        sql`SELECT currency, sum(quantity * open_price)::text AS amount
              FROM positions WHERE status = 'open' GROUP BY currency ORDER BY currency`,
      ),
    },
    loansOutstanding: await loansOutstanding(db),
    ledgerCheck: await lastLedgerCheck(db),
    last30Days: await last30Days(db, todayDate),
  };
};
