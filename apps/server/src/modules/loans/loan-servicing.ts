import { dailyRate, percentShown } from '@brokerage/shared';
import type { AppDeps } from '../../deps.ts';
import { transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { addInboxMessage } from '../inbox/inbox.service.ts';
import { accrueLoan } from './loan-accrual.ts';
import { addDays, calendarDayIn } from './loan-days.ts';
import { getLoanTerms } from './loan-settings.ts';
import { debtOf, type LoanRow } from './loan-view.ts';
import { claimLoansToAccrue, lentTimeZones, markLoansForNotice } from './loans.repository.ts';

const BATCH = 50;

/**
 * Accrues every lent loan through yesterday, in each loan's own time zone, a batch per
 * transaction. Each batch claims its loans with SKIP LOCKED, so another server's run (or a
 * repayment holding a loan) is passed by, and accrual itself is idempotent per loan and day
 * (the accrual row's primary key): run twice, or by a hundred copies, it posts each day once.
 */
export const runLoanAccrual = async (deps: AppDeps): Promise<number> => {
  let accrued = 0;
  for (const timeZone of await lentTimeZones(deps.db)) {
    const today = calendarDayIn(deps.now(), timeZone);
    for (;;) {
      const claimed = await deps.db.transaction(async (tx) => {
        const due = await claimLoansToAccrue(tx, timeZone, addDays(today, -1), BATCH);
        for (const loan of due) await accrueLoan(tx, loan, today);
        return due.length;
      });
      accrued += claimed;
      if (claimed < BATCH) break;
    }
  }
  return accrued;
};

type Notice = 'loanDueSoon' | 'loanOverdue';

/** The daily penalty the overdue message states: the annual rate / 365, as the app shows it. */
const dailyPercent = (loan: LoanRow) => {
  const { percent, exact } = percentShown(dailyRate(loan.penaltyRate, loan.dayCount));
  return `${exact ? '' : '≈ '}${percent}%`;
};

/**
 * Sends each notice once per loan: the reminder `reminderDays` before the due date, and the
 * overdue message once the due date has ended (dates of the loans' `timeZone`). The loan's
 * notice column is set by the same UPDATE that claims it (SKIP LOCKED), and the message is
 * written in that transaction.
 */
const sendNoticeBatch = async (
  deps: AppDeps,
  notice: Notice,
  reminderDays: number,
  timeZone: string,
) => {
  const today = calendarDayIn(deps.now(), timeZone);
  return transactionWithEvents(deps, async (tx) => {
    const dates = { timeZone, today, remindUntil: addDays(today, reminderDays) };
    const rows = await markLoansForNotice(tx, notice, dates, deps.now(), BATCH);
    for (const loan of rows) {
      await addInboxMessage(tx, loan.customerId, notice, {
        amount: loan.amount,
        currency: loan.currency,
        dueDate: loan.dueDate ?? '',
        debt: debtOf(loan).toFixed(),
        penaltyRate: dailyPercent(loan),
      });
    }
    return rows.length;
  });
};

const sendNotices = async (deps: AppDeps, notice: Notice): Promise<number> => {
  const { reminderDays } = await getLoanTerms(deps.db);
  let total = 0;
  for (const timeZone of await lentTimeZones(deps.db)) {
    for (;;) {
      const sent = await sendNoticeBatch(deps, notice, reminderDays, timeZone);
      total += sent;
      if (sent < BATCH) break;
    }
  }
  return total;
};

/** One pass of the loan jobs: accrue, then the notices the new day calls for. */
export const runLoanServicing = async (deps: AppDeps) => ({
  accrued: await runLoanAccrual(deps),
  reminded: await sendNotices(deps, 'loanDueSoon'),
  overdue: await sendNotices(deps, 'loanOverdue'),
});
