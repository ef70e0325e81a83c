import { Decimal, LOAN_DAY_COUNT, type LoanApplication, type LoanView } from '@brokerage/shared';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { refuseFrozenPurchase } from '../member/purchase-freeze.ts';
import { assertOwnFile } from '../uploads/uploads.service.ts';
import { currencyTerms, getLoanTerms } from './loan-settings.ts';
import { lockCustomer } from '../../db/customer-lock.ts';
import { borrowingPower } from './borrowing-power.ts';
import { withCollateral } from './loan-collateral.ts';
import { getMarginSetting } from './margin-settings.ts';
import { homeTimeZone, insertLoan } from './loans.repository.ts';

/**
 * Records an application under review with the terms shown to the customer (the annual rates
 * and the day-count basis are copied from the settings now, so a later change of the settings
 * never changes this loan), and the time zone its days are counted in: the currency's home
 * market's (a currency no market uses is not lent).
 * A margin loan is drawn against the borrowing power (holdings × price × LTV less what is
 * already lent or applied for): an amount above the power in its currency is refused
 * (LOAN_ABOVE_BORROWING_POWER). The power is read and the application written under the
 * customer's row lock, so parallel applications queue and together never exceed it. A
 * customer whose purchases are frozen cannot apply (a loan pays for purchases).
 */
export const applyForLoan = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: LoanApplication,
): Promise<LoanView> => {
  const currency = input.currency.toUpperCase();
  const [terms, margin] = await Promise.all([getLoanTerms(deps.db), getMarginSetting(deps.db)]);
  const limits = currencyTerms(terms, currency);
  const timeZone = await homeTimeZone(deps.db, currency);
  if (!timeZone) throw new DomainError('CURRENCY_UNSUPPORTED');
  if (!terms.periods.includes(input.periodDays)) throw new DomainError('LOAN_PERIOD_UNSUPPORTED');
  const amount = new Decimal(input.amount);
  if (amount.lt(limits.minimum) || amount.gt(limits.maximum))
    throw new DomainError('LOAN_AMOUNT_OUT_OF_RANGE', {
      minimum: limits.minimum,
      maximum: limits.maximum,
      currency,
    });
  await assertOwnFile(deps, actor.customerId, input.imageFileId, 'loan');
  await assertOwnFile(deps, actor.customerId, input.signatureFileId, 'signature');
  const row = await deps.db.transaction(async (tx) => {
    await lockCustomer(tx, actor.customerId);
    await refuseFrozenPurchase(tx, actor.customerId, 'customer');
    const [power] = await borrowingPower(deps, tx, actor.customerId, [currency]);
    if (!power || amount.gt(power.borrowingPower))
      throw new DomainError('LOAN_ABOVE_BORROWING_POWER', {
        power: power?.borrowingPower ?? '0',
        currency,
      });
    return insertLoan(tx, {
      customerId: actor.customerId,
      currency,
      amount: amount.toFixed(),
      periodDays: input.periodDays,
      interestRate: terms.interestRate,
      penaltyRate: terms.penaltyRate,
      dayCount: LOAN_DAY_COUNT,
      // The levels the agreement the customer just signed states (the setting's later changes
      // apply to new loans only).
      maintenanceLevel: margin.maintenanceLevel,
      liquidationLevel: margin.liquidationLevel,
      callDeadlineHours: margin.callDeadlineHours,
      timeZone,
      imageFileId: input.imageFileId,
      signatureFileId: input.signatureFileId,
      agreedAt: deps.now(),
      createdAt: deps.now(),
    });
  });
  return (await withCollateral(deps, [row]))[0] as LoanView;
};
