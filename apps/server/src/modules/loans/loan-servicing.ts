import { Decimal } from '@brokerage/shared';
import { and, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { loans } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { addInboxMessage, announceInboxMessage } from '../inbox/inbox.service.ts';
import { accrueLoan } from './loan-accrual.ts';
import { addDays, utcDay } from './loan-days.ts';
import { getLoanTerms } from './loan-settings.ts';
import { debtOf, type LoanRow } from './loan-view.ts';

const BATCH = 50;

/**
 * Accrues every lent loan through yesterday, a batch per transaction. Each batch claims its
 * loans with SKIP LOCKED, so another server's run (or a repayment holding a loan) is passed
 * by, and accrual itself is idempotent per loan and day: run twice, it adds nothing.
 */
export const runLoanAccrual = async (deps: AppDeps): Promise<number> => {
  const today = utcDay(deps.now());
  let accrued = 0;
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(loans)
        .where(
          and(
            inArray(loans.status, ['disbursed', 'overdue']),
            lt(loans.accruedThrough, addDays(today, -1)),
          ),
        )
        .orderBy(loans.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const loan of due) await accrueLoan(tx, loan, today);
      return due.length;
    });
    accrued += claimed;
    if (claimed < BATCH) return accrued;
  }
};

type Notice = 'loanDueSoon' | 'loanOverdue';

/**
 * Sends each notice once per loan: the reminder `reminderDays` before the due date, and the
 * overdue message once the due date has ended. The loan's notice column is set by the same
 * UPDATE that claims it (SKIP LOCKED), and the message is written in that transaction.
 */
const sendNoticeBatch = async (deps: AppDeps, notice: Notice, reminderDays: number) => {
  const today = utcDay(deps.now());
  const sent = await deps.db.transaction(async (tx) => {
    const pending =
      notice === 'loanDueSoon'
        ? and(
            eq(loans.status, 'disbursed'),
            isNull(loans.dueRemindedAt),
            lte(loans.dueDate, addDays(today, reminderDays)),
            gte(loans.dueDate, today),
          )
        : and(eq(loans.status, 'overdue'), isNull(loans.overdueNotifiedAt));
    const claim = tx
      .select({ id: loans.id })
      .from(loans)
      .where(pending)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const mark =
      notice === 'loanDueSoon' ? { dueRemindedAt: deps.now() } : { overdueNotifiedAt: deps.now() };
    const rows: LoanRow[] = await tx
      .update(loans)
      .set(mark)
      .where(inArray(loans.id, sql`(${claim})`))
      .returning();
    const messages: { customerId: number; id: number }[] = [];
    for (const loan of rows) {
      const id = await addInboxMessage(tx, loan.customerId, notice, {
        amount: loan.amount,
        currency: loan.currency,
        dueDate: loan.dueDate ?? '',
        debt: debtOf(loan).toFixed(),
        penaltyRate: `${new Decimal(loan.penaltyRate).times(100).toFixed()}%`,
      });
      messages.push({ customerId: loan.customerId, id });
    }
    return messages;
  });
  for (const message of sent) await announceInboxMessage(deps, message.customerId, message.id);
  return sent.length;
};

const sendNotices = async (deps: AppDeps, notice: Notice): Promise<number> => {
  const { reminderDays } = await getLoanTerms(deps.db);
  let total = 0;
  for (;;) {
    const sent = await sendNoticeBatch(deps, notice, reminderDays);
    total += sent;
    if (sent < BATCH) return total;
  }
};

/** One pass of the loan jobs: accrue, then the notices the new day calls for. */
export const runLoanServicing = async (deps: AppDeps) => ({
  accrued: await runLoanAccrual(deps),
  reminded: await sendNotices(deps, 'loanDueSoon'),
  overdue: await sendNotices(deps, 'loanOverdue'),
});
