import { Decimal, FIAT_DECIMALS, type BorrowingPowerView } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { createValuation } from './collateral-valuation.ts';
import { unclosedLotsOf } from './loan-pledges.repository.ts';
import { debtOf, type LoanRow } from './loan-view.ts';
import { openLoansOf } from './loans.repository.ts';

/**
 * What an open loan counts against the borrowing power: an application under review its
 * amount (it would be lent on approval), a lent loan what repaying it in full takes now.
 */
const owed = (loan: LoanRow) =>
  loan.status === 'applied' ? new Decimal(loan.amount) : debtOf(loan);

/**
 * The customer's borrowing power per loan currency: Σ open lots (pledged or not, less what is
 * promised to a pending close) × last price × LTV, each converted into the currency, minus
 * every open loan's debt converted likewise; never below 0. Collateral and power are cut
 * DOWN to the currency's unit, the debt rounded UP: the power shown is always lendable.
 * Read in the caller's transaction: an application reads it under the customer's lock.
 */
export const borrowingPower = async (
  deps: AppDeps,
  db: Executor,
  customerId: number,
  currencies: readonly string[],
): Promise<BorrowingPowerView[]> => {
  const [lots, open] = await Promise.all([
    unclosedLotsOf(db, customerId),
    openLoansOf(db, customerId),
  ]);
  const valuation = await createValuation(
    deps,
    db,
    lots.map((lot) => lot.instrumentKey),
  );
  return Promise.all(
    currencies.map(async (currency) => {
      let collateral = new Decimal(0);
      for (const lot of lots) {
        const quantity = new Decimal(lot.quantity).minus(lot.closingQuantity);
        const lent = quantity.times(valuation.last(lot.instrumentKey)).times(valuation.ltv(lot));
        collateral = collateral.plus(await valuation.asset(lent, lot.currency, currency));
      }
      let debt = new Decimal(0);
      for (const loan of open)
        debt = debt.plus(await valuation.debt(owed(loan), loan.currency, currency));
      const collateralValue = collateral.toDecimalPlaces(FIAT_DECIMALS, Decimal.ROUND_DOWN);
      const debtValue = debt.toDecimalPlaces(FIAT_DECIMALS, Decimal.ROUND_UP);
      const power = Decimal.max(0, collateralValue.minus(debtValue));
      return {
        currency,
        collateralValue: collateralValue.toFixed(FIAT_DECIMALS),
        debt: debtValue.toFixed(FIAT_DECIMALS),
        borrowingPower: power.toFixed(FIAT_DECIMALS),
      };
    }),
  );
};
