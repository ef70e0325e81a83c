import {
  loanReviewRequest,
  type AdminLoanView,
  type AwaitingSecondApprover,
  type LoanCollateral,
  type LoanReviewRequest,
} from '@brokerage/shared';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { Executor } from '../../db/client.ts';
import { postEntry } from '../../ledger/entries.ts';
import { entryText } from '../../ledger/memo.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { storeEvent, transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { refuseFrozenPurchase } from '../member/purchase-freeze.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { addInboxMessage, DECISION_MESSAGE } from '../inbox/inbox.service.ts';
import { proposeAction, supersedeProposals } from '../four-eyes/four-eyes-proposals.ts';
import { payoutNeedsSecondApprover } from '../four-eyes/four-eyes-rules.ts';
import type { OperatorActor } from '../../lib/permissions.ts';
import { refuseIfChanged } from '../../lib/review-version.ts';
import { addDays, loanToday } from './loan-days.ts';
import { collateralOf } from './loan-collateral.ts';
import { toAdminLoanView, type LoanRow } from './loan-view.ts';
import { lockLoan, updateLoan } from './loans.repository.ts';
import { pledgeCollateral } from './loan-pledging.ts';

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

const lockLoanUnderReview = async (tx: Executor, id: number, seenVersion: number) => {
  const row = await lockLoan(tx, id);
  if (!row) throw new DomainError('NOT_FOUND');
  if (row.status !== 'applied') throw new DomainError('ALREADY_REVIEWED');
  refuseIfChanged(row, seenVersion);
  return row;
};

/**
 * Approves (the principal is disbursed at once and lots are pledged to cover it, see
 * pledgeCollateral; the loan is due `periodDays` after today, both dates of the loan's time
 * zone) or rejects (with a reason) a locked application in the
 * caller's transaction: audit row with before and after, inbox message. A customer whose
 * purchases are frozen is not paid out (CUSTOMER_PURCHASES_FROZEN), whoever approves;
 * rejecting stays possible. The customer's events go out when the transaction commits.
 */
const decideLoan = async (
  tx: Executor,
  deps: AppDeps,
  operatorRef: string,
  before: LoanRow,
  input: LoanReviewRequest,
) => {
  const id = before.id;
  const now = deps.now();
  const today = loanToday(before, now);
  const decided = { reviewedBy: operatorRef, reviewedAt: now, reason: input.reason ?? null };
  let updated: LoanRow;
  if (input.decision === 'approve') {
    // A loan pays for purchases: a customer frozen since applying is not paid out.
    await refuseFrozenPurchase(tx, before.customerId, 'operator');
    await disburse(tx, before, operatorRef);
    await pledgeCollateral(deps, tx, before);
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
    note: input.note,
  });
  // A rejection quotes the reason; an approval adds it as the operator's message.
  const params = {
    amount: updated.amount,
    currency: updated.currency,
    dueDate: updated.dueDate ?? '',
    reason: updated.reason ?? '',
    ...(input.decision === 'approve' && updated.reason
      ? { [DECISION_MESSAGE]: updated.reason }
      : {}),
  };
  const template = input.decision === 'approve' ? 'loanApproved' : 'loanRejected';
  await storeEvent(tx, updated.customerId, 'loan.reviewed', { id, status: updated.status });
  await addInboxMessage(tx, updated.customerId, template, params);
  return updated;
};

/**
 * An operator approves or rejects an application under review. The decision names the
 * version it was made on: if the loan changed since, it is refused (RECORD_CHANGED), and a
 * loan already decided is ALREADY_REVIEWED. An approval above the currency's four-eyes
 * threshold becomes a proposal that a second operator approves (`approveProposedLoan`).
 */
export const reviewLoan = async (
  deps: AppDeps,
  operator: OperatorActor,
  id: number,
  input: LoanReviewRequest,
  ip: string | undefined,
): Promise<AdminLoanView | AwaitingSecondApprover> => {
  const outcome = await transactionWithEvents(deps, async (tx) => {
    const before = await lockLoanUnderReview(tx, id, input.version);
    if (
      input.decision === 'approve' &&
      (await payoutNeedsSecondApprover(tx, 'loan', before.currency, before.amount))
    )
      return proposeAction(
        tx,
        operator,
        {
          kind: 'loan.approve',
          subject: `loan:${id}`,
          input: { id, review: input },
          subjectVersion: before.version,
          before: { status: before.status },
          after: { status: 'disbursed' },
          customerId: before.customerId,
          currency: before.currency,
          amount: before.amount,
        },
        ip,
      );
    const operatorRef = `operator:${operator.operatorId}`;
    // A rejection while a payout waits for its second approver decides it: that proposal closes.
    await supersedeProposals(tx, `loan:${id}`, operatorRef, deps.now(), ip);
    return decideLoan(tx, deps, operatorRef, before, input);
  });
  if ('awaitingSecondApprover' in outcome) return outcome;
  const [collateral] = await collateralOf(deps, deps.db, [outcome]);
  return { ...toAdminLoanView(outcome), collateral: collateral as LoanCollateral };
};

const proposedReview = z.object({ id: z.number().int(), review: loanReviewRequest });

/** The approved proposal's payout, in the approval's transaction, on the version proposed. */
export const approveProposedLoan = async (
  tx: Executor,
  deps: AppDeps,
  approverRef: string,
  proposal: { input: unknown; subjectVersion: number | null },
) => {
  const { id, review } = proposedReview.parse(proposal.input);
  const before = await lockLoanUnderReview(tx, id, proposal.subjectVersion ?? review.version);
  await decideLoan(tx, deps, approverRef, before, review);
};
