import type { DashboardStats } from '@brokerage/shared';
import {
  addDays,
  calendarDayIn,
  endOfDayIn,
  PLATFORM_TIME_ZONE,
  startOfDayIn,
} from '@brokerage/shared/market-time';
import type { Executor } from '../../db/client.ts';
import { DEPOSIT_REVIEW_MINUTES } from '../deposits/funding-settings.ts';
import { withdrawalPromisedBy } from '../withdrawals/business-days.ts';
import { lastLedgerCheck } from '../ledger/ledger-check.ts';
import {
  creditedDepositAmounts,
  customerCounts,
  dailyCounts,
  loansOutstandingAmounts,
  loansTableExists,
  openPositionCostByCurrency,
  openPositionCount,
  paidWithdrawalAmounts,
  queueCounts,
  waitingSince,
  type Amounts,
  type DayBounds,
  type ReviewQueue,
  waitingCounts,
} from './dashboard.repository.ts';

const DAYS_CHARTED = 30;
const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

/** A review queue (deposits or withdrawals: status 0 is waiting in both). */
const queueStats = async (
  db: Executor,
  queue: ReviewQueue,
  today: Date,
  now: Date,
  promisedBy: (createdAt: Date) => Date,
) => {
  const counts = await queueCounts(db, queue, today);
  // Waiting ones, oldest first, until one is still within its promised time.
  const waiting = await waitingSince(db, queue);
  const overdue = waiting.filter((w) => promisedBy(new Date(w.created_at)) < now).length;
  const oldest = counts?.oldest ? new Date(counts.oldest) : null;
  return {
    today: counts?.today ?? 0,
    waiting: counts?.waiting ?? 0,
    oldestWaitingSince: iso(oldest),
    oldestPromisedBy: oldest ? promisedBy(oldest).toISOString() : null,
    overdue,
  };
};

/** Loans come with the products issue: until their table exists, there is nothing to owe. */
const loansOutstanding = async (db: Executor): Promise<Amounts | null> => {
  if (!(await loansTableExists(db))) return null;
  return loansOutstandingAmounts(db);
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
  const series = await dailyCounts(db, days);
  return series.map((s) => ({
    day: s.day,
    newCustomers: s.customers,
    deposits: s.deposits,
    withdrawals: s.withdrawals,
  }));
};

/**
 * The seed's `aggregate/stat`, read in a handful of small queries (no money moves here). Its
 * money figures are facts: what deposits credited and withdrawals paid out today, by when the
 * credit or the payout was decided, not what was asked for.
 */
export const dashboardStatsOf = async (db: Executor, now: Date): Promise<DashboardStats> => {
  // "Today" on the dashboard is the platform's operations day, begun at midnight in New York.
  const todayDate = calendarDayIn(now, PLATFORM_TIME_ZONE);
  const today = startOfDayIn(todayDate, PLATFORM_TIME_ZONE);
  const day: DayBounds = { starts: today, ends: endOfDayIn(todayDate, PLATFORM_TIME_ZONE) };
  const openPositions = await openPositionCount(db);
  return {
    customers: await customerCounts(db, today),
    deposits: {
      ...(await queueStats(
        db,
        'deposits',
        today,
        now,
        (at) => new Date(at.getTime() + DEPOSIT_REVIEW_MINUTES * 60_000),
      )),
      creditedToday: await creditedDepositAmounts(db, day),
    },
    withdrawals: {
      ...(await queueStats(db, 'withdrawals', today, now, (at) => withdrawalPromisedBy(at))),
      paidToday: await paidWithdrawalAmounts(db, day),
    },
    openPositions: {
      count: openPositions,
      costByCurrency: await openPositionCostByCurrency(db),
    },
    loansOutstanding: await loansOutstanding(db),
    ledgerCheck: await lastLedgerCheck(db),
    last30Days: await last30Days(db, todayDate),
  };
};

/** What waits in each review queue now: the console's menu counts. */
export const queueCountsOf = (db: Executor) => waitingCounts(db);
