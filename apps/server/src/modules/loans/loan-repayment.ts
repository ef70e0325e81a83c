import {
  Decimal,
  FIAT_DECIMALS,
  loanView,
  type LoanRepayRequest,
  type LoanView,
} from '@brokerage/shared';
import { loanRepayments } from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { postEntry } from '../../ledger/entries.ts';
import { entryText } from '../../ledger/memo.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { idempotencyClaim, idempotent, jsonAnswer } from '../../lib/idempotency/idempotency.ts';
import { verifyPayPassword } from '../member/member.service.ts';
import { accrueLoan } from './loan-accrual.ts';
import { utcDay } from './loan-days.ts';
import { debtOf, toLoanView, type LoanRow } from './loan-view.ts';
import { lockLoan, updateLoan } from './loans.repository.ts';

const ZERO = new Decimal(0);

/** A repayment pays the penalty first, then the interest, then the principal. */
export const allocateRepayment = (
  loan: Pick<LoanRow, 'principalDue' | 'interestDue' | 'penaltyDue'>,
  amount: Decimal,
) => {
  const penalty = Decimal.min(amount, loan.penaltyDue);
  const interest = Decimal.min(amount.minus(penalty), loan.interestDue);
  const principal = Decimal.min(amount.minus(penalty).minus(interest), loan.principalDue);
  return { penalty, interest, principal };
};

const payFromCash = (
  tx: Executor,
  loan: LoanRow,
  actor: CustomerActor,
  amount: Decimal,
  parts: ReturnType<typeof allocateRepayment>,
) =>
  postEntry(tx, {
    type: 'loan.repay',
    customerId: loan.customerId,
    ...entryText('loanRepayment', { id: String(loan.id) }),
    actor: `customer:${actor.customerId}`,
    reference: `loan:${loan.id}`,
    legs: [
      {
        account: { customerId: loan.customerId, kind: 'cash', currency: loan.currency },
        amount: amount.neg().toFixed(),
      },
      // Principal goes back to the loan book; interest and penalty are the platform's income.
      {
        account: { platform: 'loans', currency: loan.currency },
        amount: parts.principal.toFixed(),
      },
      {
        account: { platform: 'fees', currency: loan.currency },
        amount: parts.interest.plus(parts.penalty).toFixed(),
      },
    ],
  });

/**
 * Repays part or all of a lent loan from the customer's cash, with the pay password. Under
 * the loan's row lock the loan is first accrued to today, so the debt is principal + interest
 * to date + penalty; an amount above it is refused (LOAN_REPAY_ABOVE_DEBT) and one above the
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
      const loan = await accrueLoan(tx, locked, utcDay(deps.now()));
      const debt = debtOf(loan);
      if (amount.gt(debt))
        throw new DomainError('LOAN_REPAY_ABOVE_DEBT', {
          debt: debt.toFixed(FIAT_DECIMALS),
          currency: loan.currency,
        });
      const parts = allocateRepayment(loan, amount);
      const entry = await payFromCash(tx, loan, actor, amount, parts);
      await tx.insert(loanRepayments).values({
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
      const repaid = left.principalDue.plus(left.interestDue).plus(left.penaltyDue).eq(ZERO);
      const updated = await updateLoan(tx, loan.id, {
        principalDue: left.principalDue.toFixed(),
        interestDue: left.interestDue.toFixed(),
        penaltyDue: left.penaltyDue.toFixed(),
        ...(repaid ? { status: 'repaid' as const, repaidAt: deps.now() } : {}),
      });
      return toLoanView(updated);
    }),
  );
};
