import { Decimal } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { createValuation } from './collateral-valuation.ts';
import {
  lockPledgeableLots,
  openCall,
  pledge,
  pledgesOf,
  unpledge,
} from './loan-pledges.repository.ts';
import { debtOf, type LoanRow } from './loan-view.ts';

/**
 * Pledges lots to a loan being lent, by the published rule: largest haircut-adjusted value
 * (free shares × last price × LTV, converted into the loan's currency less the spread) first,
 * whole lots until the last one, of which just enough whole shares that the pledged
 * haircut-adjusted value covers the amount lent (debt / LTV at market value). The customer's
 * lots are locked (by id) first, so a close or another pledge cannot take the same shares.
 * Lots that no longer cover the loan (prices fell, lots were sold since the application)
 * refuse the approval: LOAN_COLLATERAL_INSUFFICIENT.
 */
export const pledgeCollateral = async (deps: AppDeps, tx: Executor, loan: LoanRow) => {
  const lots = await lockPledgeableLots(tx, loan.customerId);
  const valuation = await createValuation(
    deps,
    tx,
    lots.map((lot) => lot.instrumentKey),
  );
  const candidates = [];
  for (const lot of lots) {
    const free = new Decimal(lot.quantity).minus(lot.closingQuantity).minus(lot.pledgedQuantity);
    const perShare = await valuation.asset(
      valuation.last(lot.instrumentKey).times(valuation.ltv(lot)),
      lot.currency,
      loan.currency,
    );
    if (perShare.isPositive() && !perShare.isZero())
      candidates.push({ lot, free, perShare, adjusted: free.times(perShare) });
  }
  candidates.sort((a, b) => b.adjusted.comparedTo(a.adjusted) || a.lot.id - b.lot.id);
  let uncovered = new Decimal(loan.amount);
  for (const { lot, free, perShare } of candidates) {
    if (!uncovered.isPositive() || uncovered.isZero()) break;
    const quantity = Decimal.min(free, uncovered.div(perShare).ceil());
    if (!(await pledge(tx, loan.id, lot.id, quantity.toFixed(0))))
      throw new Error(`lot ${lot.id} changed under its lock`);
    uncovered = uncovered.minus(quantity.times(perShare));
  }
  if (uncovered.isPositive() && !uncovered.isZero())
    throw new DomainError('LOAN_COLLATERAL_INSUFFICIENT');
};

/**
 * A repayment releases the loan's pledges pro rata to the principal it repaid: of each
 * pledged lot the loan keeps ceil(pledged × principal left / principal before) shares (all
 * are released once it is repaid). A loan under an open margin call, or one the release would
 * put below the maintenance level, keeps its pledges: the repayment goes to curing the call.
 * `loan` is the loan after the repayment, under its lock.
 */
export const releaseOnRepayment = async (
  deps: AppDeps,
  tx: Executor,
  loan: LoanRow,
  principalBefore: Decimal,
) => {
  const pledged = (await pledgesOf(tx, [loan.id])).get(loan.id) ?? [];
  const left = new Decimal(loan.principalDue);
  const plan = pledged.map((lot) => {
    const keep = left.isZero()
      ? new Decimal(0)
      : new Decimal(lot.pledged).times(left).div(principalBefore).ceil();
    return { lot, keep, release: new Decimal(lot.pledged).minus(keep) };
  });
  if (!left.isZero()) {
    if (await openCall(tx, loan.id)) return;
    const valuation = await createValuation(
      deps,
      tx,
      pledged.map((lot) => lot.instrumentKey),
    );
    let value = new Decimal(0);
    for (const { lot, keep } of plan)
      value = value.plus(
        await valuation.asset(
          keep.times(valuation.last(lot.instrumentKey)),
          lot.currency,
          loan.currency,
        ),
      );
    if (value.div(debtOf(loan)).lt(loan.maintenanceLevel)) return;
  }
  for (const { lot, release } of plan)
    if (release.isPositive() && !release.isZero())
      await unpledge(tx, loan.id, lot.id, release.toFixed(0));
};
