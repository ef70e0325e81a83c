import type { AdminLoanView, LoanReviewRequest } from '@brokerage/shared';
import type { AppDeps } from '../../deps.ts';
import type { Executor } from '../../db/client.ts';
import { postEntry } from '../../ledger/entries.ts';
import { entryText } from '../../ledger/memo.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { refuseFrozenPurchase } from '../admin-customers/purchase-freeze.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { addInboxMessage, announceInboxMessage } from '../inbox/inbox.service.ts';
import { refuseIfChanged } from '../operator/review-version.ts';
import { addDays, loanToday } from './loan-days.ts';
import { toAdminLoanView, type LoanRow } from './loan-view.ts';
import { lockLoan, updateLoan } from './loans.repository.ts';

/** The principal goes from the platform's loan book into the customer's cash, in one entry. */
const disburse = (tx: Executor, loan: LoanRow, operatorRef: string) =>
  postEntry(tx, {
    type: 'loan.disburse',
    customerId: loan.customerId,
    ...entryText('loanDisbursed', { id: String(loan.id) }),
    actor: operatorRef,
    reference: `loan:${loan.id}`,
    legs: [
      { account: { platform: 'loans', currency: loan.currency }, amount: `-${loan.amount}` },
      {
        account: { customerId: loan.customerId, kind: 'cash', currency: loan.currency },
        amount: loan.amount,
      },
    ],
  });

/**
 * An operator approves (the principal is disbursed at once; the loan is due `periodDays`
 * after today, both dates of the loan's time zone) or rejects (with a reason) an application under review. The decision names
 * the version it was made on: if the loan changed since, it is refused (RECORD_CHANGED), and a
 * loan already decided is ALREADY_REVIEWED. A customer whose purchases are frozen is not paid
 * out (CUSTOMER_PURCHASES_FROZEN); rejecting stays possible. Audit row with before and after, inbox message.
 */
export const reviewLoan = async (
  deps: AppDeps,
  operatorRef: string,
  id: number,
  input: LoanReviewRequest,
): Promise<AdminLoanView> => {
  const { after, messageId } = await deps.db.transaction(async (tx) => {
    const before = await lockLoan(tx, id);
    if (!before) throw new DomainError('NOT_FOUND');
    if (before.status !== 'applied') throw new DomainError('ALREADY_REVIEWED');
    refuseIfChanged(before, input.version);
    const now = deps.now();
    const today = loanToday(before, now);
    const decided = { reviewedBy: operatorRef, reviewedAt: now, reason: input.reason ?? null };
    let updated: LoanRow;
    if (input.decision === 'approve') {
      // A loan pays for purchases: a customer frozen since applying is not paid out.
      await refuseFrozenPurchase(tx, before.customerId, 'operator');
      await disburse(tx, before, operatorRef);
      updated = await updateLoan(tx, id, {
        ...decided,
        status: 'disbursed',
        disbursedAt: now,
        dueDate: addDays(today, before.periodDays),
        principalDue: before.amount,
        // Interest accrues for each day that has ended, starting with today.
        accruedThrough: addDays(today, -1),
      });
    } else {
      updated = await updateLoan(tx, id, { ...decided, status: 'rejected' });
    }
    await writeAudit(tx, {
      actor: operatorRef,
      action: `loan.${input.decision}`,
      subjectType: 'loan',
      subjectId: id,
      before,
      after: updated,
      comment: input.reason,
    });
    const params = {
      amount: updated.amount,
      currency: updated.currency,
      dueDate: updated.dueDate ?? '',
      reason: updated.reason ?? '',
    };
    const template = input.decision === 'approve' ? 'loanApproved' : 'loanRejected';
    return {
      after: updated,
      messageId: await addInboxMessage(tx, updated.customerId, template, params),
    };
  });
  await deps.events.publish(after.customerId, 'loan.reviewed', { id, status: after.status });
  await announceInboxMessage(deps, after.customerId, messageId);
  return toAdminLoanView(after);
};
