import { Decimal } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { addDays } from './loan-days.ts';
import type { LoanRow } from './loan-view.ts';
import { updateLoan } from './loans.repository.ts';

/** Interest and penalty are kept in cents (the loan currencies are fiat). */
const PLACES = 2;

/**
 * Accrues a lent loan (locked by the caller) for every day that has ended up to `today`:
 * interest = principal outstanding x the daily interest rate, and on each day from the due
 * date on, penalty = principal x the daily penalty rate, each rounded half up to cents. One
 * row per loan and day (its primary key): rows that already exist are not inserted again
 * and only what was inserted is added to the dues, so a second run, or a second server, adds
 * nothing. A loan whose due date has ended is overdue.
 */
export const accrueLoan = async (tx: Executor, loan: LoanRow, today: string): Promise<LoanRow> => {
  if (loan.status !== 'disbursed' && loan.status !== 'overdue') return loan;
  if (!loan.accruedThrough || !loan.dueDate) throw new Error(`loan ${loan.id} lent without dates`);
  const from = addDays(loan.accruedThrough, 1);
  const through = addDays(today, -1);
  if (from > through) return loan;
  const principal = loan.principalDue;
  const inserted = await tx.execute<{ interest: string; penalty: string }>(sql`
    INSERT INTO loan_accruals (loan_id, day, principal, interest, penalty)
    SELECT ${loan.id}, d::date, ${principal}::numeric,
           round(${principal}::numeric * ${loan.interestRate}::numeric, ${PLACES}),
           CASE WHEN d::date >= ${loan.dueDate}::date
                THEN round(${principal}::numeric * ${loan.penaltyRate}::numeric, ${PLACES})
                ELSE 0 END
      FROM generate_series(${from}::date, ${through}::date, interval '1 day') AS d
    ON CONFLICT (loan_id, day) DO NOTHING
    RETURNING interest::text, penalty::text`);
  const sum = (pick: (row: { interest: string; penalty: string }) => string) =>
    inserted.rows.reduce((total, row) => total.plus(pick(row)), new Decimal(0));
  return updateLoan(tx, loan.id, {
    interestDue: sum((r) => r.interest)
      .plus(loan.interestDue)
      .toFixed(),
    penaltyDue: sum((r) => r.penalty)
      .plus(loan.penaltyDue)
      .toFixed(),
    accruedThrough: through,
    status: through >= loan.dueDate ? 'overdue' : loan.status,
  });
};
