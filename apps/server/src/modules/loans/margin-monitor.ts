import { Decimal, FIAT_DECIMALS, type MarginSetting } from '@brokerage/shared';
import { addDuration } from '@brokerage/shared/market-time/dates';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { storeEvent, transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { addInboxMessage } from '../inbox/inbox.service.ts';
import { createValuation } from './collateral-valuation.ts';
import { accrueLoan } from './loan-accrual.ts';
import { assessLoan, type Assessment } from './loan-collateral.ts';
import { loanToday } from './loan-days.ts';
import {
  closeCall,
  insertMarginCall,
  loansPledging,
  openCall,
  pledgesOf,
} from './loan-pledges.repository.ts';
import { claimLentLoan } from './loans.repository.ts';
import type { LoanRow } from './loan-view.ts';
import { liquidate } from './margin-liquidation.ts';
import { marginOfLoan } from './margin-settings.ts';

/**
 * What repaying brings the loan back to maintenance: debt − value / maintenance, rounded UP to
 * the currency's unit (adding collateral worth maintenance × that much does it too).
 */
const amountToRepay = (assessment: Assessment, maintenance: Decimal) =>
  Decimal.max(0, assessment.debt.minus(assessment.value.div(maintenance))).toDecimalPlaces(
    FIAT_DECIMALS,
    Decimal.ROUND_UP,
  );

/**
 * One margin call: the row (the one-open-call index makes it once per fall, whichever copy
 * sees it), the inbox message and the customer's `loan.margin_call` event, all in the
 * monitor's transaction (the event through the outbox). The deadline is now + the setting's
 * hours, by the market-time kernel's duration in the loan's time zone.
 */
const raiseCall = async (
  deps: AppDeps,
  tx: Executor,
  loan: LoanRow,
  assessment: Assessment,
  margin: MarginSetting,
) => {
  const ratio = assessment.ratio ?? new Decimal(0);
  const amount = amountToRepay(assessment, new Decimal(margin.maintenanceLevel));
  const deadline = addDuration(deps.now(), { hours: margin.callDeadlineHours }, loan.timeZone);
  await insertMarginCall(tx, {
    loanId: loan.id,
    amountToRepay: amount.toFixed(FIAT_DECIMALS),
    equityRatio: ratio.toFixed(8),
    deadline,
    createdAt: deps.now(),
  });
  const payload = {
    loanId: loan.id,
    amountToRepay: amount.toFixed(FIAT_DECIMALS),
    deadline: deadline.toISOString(),
  };
  await storeEvent(tx, loan.customerId, 'loan.margin_call', payload);
  await addInboxMessage(tx, loan.customerId, 'marginCall', {
    loanId: String(loan.id),
    ratio: ratio.toFixed(4, Decimal.ROUND_DOWN),
    amountToRepay: payload.amountToRepay,
    currency: loan.currency,
    deadline: payload.deadline,
  });
};

/**
 * Watches one lent loan, under its row lock (SKIP LOCKED: a loan another copy, a repayment or
 * an approval holds is passed by, and the next tick or sweep looks again):
 *  - at or above maintenance: an open call is met;
 *  - below the liquidation level, or below maintenance past the call's deadline: the
 *    liquidation rule sells pledged lots until the ratio is back at maintenance, and the call
 *    (if any) is closed as liquidated;
 *  - below maintenance: one margin call.
 * Everything a pass does is in one transaction, its events and messages with it (the outbox).
 */
export const monitorLoan = async (deps: AppDeps, loanId: number): Promise<void> => {
  await transactionWithEvents(deps, async (tx) => {
    const row = await claimLentLoan(tx, loanId);
    if (!row) return;
    const loan = await accrueLoan(tx, row, loanToday(row, deps.now()));
    const margin = marginOfLoan(loan);
    const lots = (await pledgesOf(tx, [loan.id])).get(loan.id) ?? [];
    // A pledged instrument's split has begun but its lots are not adjusted yet: their value
    // would be the old shares at the new price. Looked at again once it is applied.
    if (lots.some((lot) => deps.splits.pendingAt(lot.instrumentKey, deps.now()))) return;
    const valuation = await createValuation(
      deps,
      tx,
      lots.map((lot) => lot.instrumentKey),
    );
    const assessment = await assessLoan(valuation, loan, lots);
    if (assessment.ratio === null) return;
    const call = await openCall(tx, loan.id);
    const now = deps.now();
    if (assessment.ratio.gte(margin.maintenanceLevel)) {
      if (call) await closeCall(tx, call.id, 'met', now);
    } else if (assessment.ratio.lt(margin.liquidationLevel) || (call && call.deadline <= now)) {
      const { restored } = await liquidate(deps, tx, loan, valuation, margin);
      if (call && restored) await closeCall(tx, call.id, 'liquidated', now);
    } else if (!call) {
      await raiseCall(deps, tx, loan, assessment, margin);
    }
  });
};

/** One tick of an instrument: every lent loan with a lot of it pledged is watched. */
export const monitorInstrument = async (deps: AppDeps, key: string): Promise<void> => {
  for (const loanId of await loansPledging(deps.db, key)) await monitorLoan(deps, loanId);
};

/**
 * After a customer's repayment (same transaction, loan locked): a call the repayment cured
 * (ratio back at maintenance, or the loan repaid) is met at once rather than at the next tick.
 */
export const meetCallIfCured = async (deps: AppDeps, tx: Executor, loan: LoanRow) => {
  const call = await openCall(tx, loan.id);
  if (!call) return;
  const margin = marginOfLoan(loan);
  const lots = (await pledgesOf(tx, [loan.id])).get(loan.id) ?? [];
  const valuation = await createValuation(
    deps,
    tx,
    lots.map((lot) => lot.instrumentKey),
  );
  const assessment = await assessLoan(valuation, loan, lots);
  if (assessment.ratio === null || assessment.ratio.gte(margin.maintenanceLevel))
    await closeCall(tx, call.id, 'met', deps.now());
};
