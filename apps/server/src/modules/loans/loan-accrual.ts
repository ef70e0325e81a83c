import { Decimal, dayAccrual } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import { postEntry } from '../../ledger/entries.ts';
import { entryText } from '../../ledger/memo.ts';
import { addDays } from './loan-days.ts';
import type { LoanRow } from './loan-view.ts';
import {
  insertAccrualDays,
  setAccrualEntry,
  updateLoan,
  type AccrualRow,
} from './loans.repository.ts';

/** Accrual and its postings are the platform's doing, whichever path triggered it. */
const ACCRUAL_ACTOR = 'system:loans';

/**
 * One day's interest and penalty, posted to the loan book's receivable: the customer owes it
 * from now on (`loan_interest_receivable` goes down by it) and the platform has earned it
 * (`loan_interest_income` goes up). A day with nothing accrued posts nothing.
 */
const postDay = async (tx: Executor, loan: LoanRow, row: AccrualRow): Promise<void> => {
  const owed = new Decimal(row.interest).plus(row.penalty);
  if (owed.isZero()) return;
  const day = { id: String(loan.id), interest: row.interest, day: row.day };
  const entry = await postEntry(tx, {
    type: 'loan.accrue',
    customerId: loan.customerId,
    ...(new Decimal(row.penalty).isZero()
      ? entryText('loanInterest', day)
      : entryText('loanInterestPenalty', { ...day, penalty: row.penalty })),
    actor: ACCRUAL_ACTOR,
    reference: `loan:${loan.id}`,
    legs: [
      {
        account: { platform: 'loan_interest_receivable', currency: loan.currency },
        amount: owed.neg().toFixed(),
      },
      {
        account: { platform: 'loan_interest_income', currency: loan.currency },
        amount: owed.toFixed(),
      },
    ],
  });
  await setAccrualEntry(tx, loan.id, row.day, entry.id);
};

/**
 * Accrues a lent loan (locked by the caller) for every day of its time zone that has ended
 * before `today` (that zone's date): each day, interest = principal outstanding x annual
 * interest rate / 365, and on each day AFTER the due date (not on it) penalty = principal x
 * annual penalty rate / 365, each cut to 8 decimals (dayAccrual). Days missed while the job
 * was down are caught up one by one. One row per loan and day (its primary key): only rows
 * actually inserted are posted to the ledger and added to the dues, so a second run, or a
 * second server, adds nothing. A loan whose due date has ended is overdue.
 */
export const accrueLoan = async (tx: Executor, loan: LoanRow, today: string): Promise<LoanRow> => {
  if (loan.status !== 'disbursed' && loan.status !== 'overdue') return loan;
  const { accruedThrough, dueDate } = loan;
  if (!accruedThrough || !dueDate) throw new Error(`loan ${loan.id} lent without dates`);
  const through = addDays(today, -1);
  const days: string[] = [];
  for (let day = addDays(accruedThrough, 1); day <= through; day = addDays(day, 1)) days.push(day);
  if (days.length === 0) return loan;
  const interest = dayAccrual(loan.principalDue, loan.interestRate, loan.dayCount).toFixed();
  const penalty = dayAccrual(loan.principalDue, loan.penaltyRate, loan.dayCount).toFixed();
  const inserted = await insertAccrualDays(
    tx,
    days.map((day) => ({
      loanId: loan.id,
      day,
      principal: loan.principalDue,
      interest,
      penalty: day > dueDate ? penalty : '0',
    })),
  );
  let interestDue = new Decimal(loan.interestDue);
  let penaltyDue = new Decimal(loan.penaltyDue);
  for (const row of inserted) {
    await postDay(tx, loan, row);
    interestDue = interestDue.plus(row.interest);
    penaltyDue = penaltyDue.plus(row.penalty);
  }
  return updateLoan(tx, loan.id, {
    interestDue: interestDue.toFixed(),
    penaltyDue: penaltyDue.toFixed(),
    accruedThrough: through,
    status: through >= dueDate ? 'overdue' : loan.status,
  });
};
