import {
  chargeable,
  Decimal,
  FIAT_DECIMALS,
  loanView,
  type LoanRepayRequest,
  type LoanView,
} from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { postEntry } from '../../ledger/entries.ts';
import { entryText } from '../../ledger/memo.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { idempotencyClaim, idempotent, jsonAnswer } from '../../lib/idempotency/idempotency.ts';
import { verifyPayPassword } from '../member/member.service.ts';
import { accrueLoan } from './loan-accrual.ts';
import { loanToday } from './loan-days.ts';
import { withCollateral } from './loan-collateral.ts';
import { releaseOnRepayment } from './loan-pledging.ts';
import { insertRepayment } from './loans.repository.ts';
import { meetCallIfCured } from './margin-monitor.ts';
import { debtOf, type LoanRow } from './loan-view.ts';
import { lockLoan, updateLoan } from './loans.repository.ts';

/**
 * A repayment pays the penalty first, then the interest, then the principal. Of the interest
 * and the penalty only what can be charged is taken: the accrual cut to the currency's unit.
 */
export const allocateRepayment = (
  loan: Pick<LoanRow, 'principalDue' | 'interestDue' | 'penaltyDue' | 'currency'>,
  amount: Decimal,
) => {
  const penalty = Decimal.min(amount, chargeable(loan.penaltyDue, loan.currency));
  const interest = Decimal.min(amount.minus(penalty), chargeable(loan.interestDue, loan.currency));
  const principal = Decimal.min(amount.minus(penalty).minus(interest), loan.principalDue);
  return { penalty, interest, principal };
};

/**
 * The customer's cash pays the principal back into the loan book and the interest and
 * penalty into the receivable they were posted to as they accrued (earned then, settled now).
 */
const payFromCash = (
  tx: Executor,
  loan: LoanRow,
  actorRef: string,
  amount: Decimal,
  parts: ReturnType<typeof allocateRepayment>,
) =>
  postEntry(tx, {
    type: 'loan.repay',
    customerId: loan.customerId,
    ...entryText('loanRepayment', { id: String(loan.id) }),
    actor: actorRef,
    reference: `loan:${loan.id}`,
    legs: [
      {
        account: { customerId: loan.customerId, kind: 'cash', currency: loan.currency },
        amount: amount.neg().toFixed(),
      },
      {
        account: { platform: 'loans', currency: loan.currency },
        amount: parts.principal.toFixed(),
      },
      {
        account: { platform: 'loan_interest_receivable', currency: loan.currency },
        amount: parts.interest.plus(parts.penalty).toFixed(),
      },
    ],
  });

/**
 * Repaid in full, the fraction of a currency unit of interest and penalty that was accrued
 * but could not be charged is waived: taken out of the receivable and the income it was
 * posted to, so the loan leaves nothing owed behind.
 */
const waiveRemainder = async (tx: Executor, loan: LoanRow, remainder: Decimal) => {
  if (remainder.isZero()) return;
  await postEntry(tx, {
    type: 'loan.waive',
    customerId: loan.customerId,
    ...entryText('loanWaived', {
      id: String(loan.id),
      currency: loan.currency,
      amount: remainder.toFixed(),
    }),
    actor: 'system:loans',
    reference: `loan:${loan.id}`,
    legs: [
      {
        account: { platform: 'loan_interest_receivable', currency: loan.currency },
        amount: remainder.toFixed(),
      },
      {
        account: { platform: 'loan_interest_income', currency: loan.currency },
        amount: remainder.neg().toFixed(),
      },
    ],
  });
};

/**
 * Pays `amount` (at most the debt) of a locked loan accrued to today from the customer's cash:
 * the entry, the repayment row, the dues left, and the loan repaid once no principal is left.
 * Used by the customer's repayment and by the liquidation of pledged lots.
 */
export const settleRepayment = async (
  deps: AppDeps,
  tx: Executor,
  loan: LoanRow,
  amount: Decimal,
  actorRef: string,
): Promise<LoanRow> => {
  const parts = allocateRepayment(loan, amount);
  const entry = await payFromCash(tx, loan, actorRef, amount, parts);
  await insertRepayment(tx, {
    loanId: loan.id,
    amount: amount.toFixed(),
    principal: parts.principal.toFixed(),
    interest: parts.interest.toFixed(),
    penalty: parts.penalty.toFixed(),
    entryId: entry.id,
    createdAt: deps.now(),
  });
  const left = {
    principalDue: new Decimal(loan.principalDue).minus(parts.principal),
    interestDue: new Decimal(loan.interestDue).minus(parts.interest),
    penaltyDue: new Decimal(loan.penaltyDue).minus(parts.penalty),
  };
  // Penalty and interest are paid before principal, so no principal left means the whole
  // debt was paid: what is left of the accruals is below the currency's unit.
  const repaid = left.principalDue.isZero();
  if (repaid) await waiveRemainder(tx, loan, left.interestDue.plus(left.penaltyDue));
  const updated = await updateLoan(tx, loan.id, {
    principalDue: left.principalDue.toFixed(),
    interestDue: repaid ? '0' : left.interestDue.toFixed(),
    penaltyDue: repaid ? '0' : left.penaltyDue.toFixed(),
    ...(repaid ? { status: 'repaid' as const, repaidAt: deps.now() } : {}),
  });
  return updated;
};

/**
 * Repays part or all of a lent loan from the customer's cash, with the pay password. Under
 * the loan's row lock the loan is first accrued to today (its time zone's date), so the debt
 * is principal + interest to date + penalty, each cut to the currency's unit; an amount above it is refused (LOAN_REPAY_ABOVE_DEBT) and one above the
 * available cash fails in the ledger (INSUFFICIENT_FUNDS), nothing taken. Concurrent
 * repayments queue on the lock and each sees the debt the previous one left. With an
 * Idempotency-Key, a retry answers the first repayment instead of paying twice.
 */
export const repayLoan = async (
  deps: AppDeps,
  actor: CustomerActor,
  id: number,
  input: LoanRepayRequest,
  idempotencyKey: string | undefined,
): Promise<LoanView> => {
  await verifyPayPassword(deps, actor.customerId, input.payPassword);
  const amount = new Decimal(input.amount);
  if (!amount.eq(amount.toDecimalPlaces(FIAT_DECIMALS)))
    throw new DomainError('AMOUNT_PRECISION', { places: FIAT_DECIMALS });
  const claim = idempotencyClaim(actor.customerId, idempotencyKey, 'loan.repay', {
    id,
    amount: amount.toFixed(),
  });
  return deps.db.transaction((tx) =>
    idempotent(tx, claim, jsonAnswer(loanView.parse), async () => {
      const locked = await lockLoan(tx, id, actor.customerId);
      if (!locked) throw new DomainError('NOT_FOUND');
      if (locked.status !== 'disbursed' && locked.status !== 'overdue')
        throw new DomainError('LOAN_NOT_OPEN');
      const loan = await accrueLoan(tx, locked, loanToday(locked, deps.now()));
      const debt = debtOf(loan);
      if (amount.gt(debt))
        throw new DomainError('LOAN_REPAY_ABOVE_DEBT', {
          debt: debt.toFixed(FIAT_DECIMALS),
          currency: loan.currency,
        });
      const updated = await settleRepayment(deps, tx, loan, amount, `customer:${actor.customerId}`);
      await meetCallIfCured(deps, tx, updated);
      await releaseOnRepayment(deps, tx, updated, new Decimal(loan.principalDue));
      const [view] = await withCollateral(deps, [updated], tx);
      if (!view) throw new Error(`loan ${updated.id} has no view`);
      return view;
    }),
  );
};
