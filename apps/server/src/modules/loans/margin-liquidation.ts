import { Decimal, FIAT_DECIMALS, marketOf, symbolOf, type MarginSetting } from '@brokerage/shared';
import { saleFee } from '@brokerage/shared/order-rules';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { postEntry } from '../../ledger/entries.ts';
import { entryText } from '../../ledger/memo.ts';
import { announceAfterCommit, storeEvent } from '../../lib/events/event-outbox.ts';
import type { LiveQuote } from '../../market/hub/index.ts';
import { addInboxMessage } from '../inbox/inbox.service.ts';
import { executeFill } from '../trading/execute-fill.ts';
import { feeTerms } from '../trading/trading-settings.ts';
import { insertOrder, reserveClosing } from '../trading/trading.repository.ts';
import type { Valuation } from './collateral-valuation.ts';
import { assessLoan, type Assessment, type PledgeLine } from './loan-collateral.ts';
import { pledgesOf, unpledge } from './loan-pledges.repository.ts';
import { settleRepayment } from './loan-repayment.ts';
import { debtOf, type LoanRow } from './loan-view.ts';

/** The liquidation rule's order: the largest haircut-adjusted value (value × LTV) first. */
const largestAdjustedFirst = (lines: readonly PledgeLine[]) =>
  [...lines]
    .filter((line) => line.quantity.isPositive() && !line.quantity.isZero())
    .sort((a, b) => b.value.times(b.ltv).comparedTo(a.value.times(a.ltv)) || a.lot.id - b.lot.id);

const unit = (amount: Decimal) => amount.toDecimalPlaces(FIAT_DECIMALS, Decimal.ROUND_DOWN);

interface SaleContext {
  valuation: Valuation;
  loan: LoanRow;
  assessment: Assessment;
  line: PledgeLine;
  bid: Decimal;
  fee: (gross: Decimal) => Decimal;
  maintenance: Decimal;
}

/** Whether selling `quantity` of the line at the bid (its proceeds repaying) restores maintenance. */
const restores = async (c: SaleContext, quantity: Decimal) => {
  const gross = quantity.times(c.bid);
  const net = await c.valuation.asset(
    gross.minus(c.fee(gross)),
    c.line.lot.currency,
    c.loan.currency,
  );
  const debt = c.assessment.debt.minus(Decimal.min(unit(net), c.assessment.debt));
  if (debt.lte(0)) return true;
  const sold = c.line.value.times(quantity).div(c.line.quantity);
  return c.assessment.value.minus(sold).div(debt).gte(c.maintenance);
};

/**
 * The fewest whole shares of the line whose sale puts the loan back at or above maintenance
 * (a binary search: the more is sold, the higher the ratio while it is above 1), or all of
 * the line when even that does not.
 */
const sharesNeeded = async (c: SaleContext): Promise<Decimal> => {
  if (!(await restores(c, c.line.quantity))) return c.line.quantity;
  let low = new Decimal(1);
  let high = c.line.quantity;
  while (low.lt(high)) {
    const middle = low.plus(high).div(2).floor();
    if (await restores(c, middle)) high = middle;
    else low = middle.plus(1);
  }
  return low;
};

/** Proceeds in another currency than the loan's are converted, as a transfer would (less the spread). */
const convertProceeds = async (
  tx: Executor,
  loan: LoanRow,
  from: string,
  amount: Decimal,
  valuation: Valuation,
): Promise<Decimal> => {
  if (from === loan.currency) return amount;
  const receive = unit(await valuation.asset(amount, from, loan.currency));
  if (receive.lte(0)) return new Decimal(0);
  await postEntry(tx, {
    type: 'transfer',
    customerId: loan.customerId,
    ...entryText('loanLiquidation', { id: String(loan.id), from, to: loan.currency }),
    actor: 'system:margin',
    reference: `loan:${loan.id}`,
    legs: [
      {
        account: { customerId: loan.customerId, kind: 'cash', currency: from },
        amount: amount.neg().toFixed(),
      },
      { account: { platform: 'fx', currency: from }, amount: amount.toFixed() },
      { account: { platform: 'fx', currency: loan.currency }, amount: receive.neg().toFixed() },
      {
        account: { customerId: loan.customerId, kind: 'cash', currency: loan.currency },
        amount: receive.toFixed(),
      },
    ],
  });
  return receive;
};

/**
 * Sells `quantity` of a pledged lot through the one fill path at the feed's bid: the pledge is
 * released for exactly that much and promised to a market sell order (reason
 * MARGIN_LIQUIDATION), which execute_fill fills with its receipt, fee, ledger entry and event.
 * The net proceeds (converted into the loan's currency if need be) repay the loan.
 */
const sell = async (
  deps: AppDeps,
  tx: Executor,
  c: SaleContext,
  quote: LiveQuote,
  quantity: Decimal,
): Promise<LoanRow> => {
  const { lot } = c.line;
  const shares = quantity.toFixed(0);
  await unpledge(tx, c.loan.id, lot.id, shares);
  if (!(await reserveClosing(tx, lot.id, lot.customerId, shares)))
    throw new Error(`pledged lot ${lot.id} could not be promised to its liquidation`);
  const order = await insertOrder(tx, {
    customerId: lot.customerId,
    instrumentId: lot.instrumentId,
    instrumentKey: lot.instrumentKey,
    market: marketOf(lot.instrumentKey),
    currency: lot.currency,
    side: 'sell',
    type: 'market',
    quantity: shares,
    positionId: lot.id,
    reason: 'MARGIN_LIQUIDATION',
  });
  const gross = quantity.times(c.bid);
  const fee = c.fee(gross);
  const executed = await executeFill(
    tx,
    { pending: order },
    { price: c.bid, fee, quote, source: quote.source, at: deps.now(), actor: 'system:margin' },
  );
  if (!executed.filled) throw new Error(`liquidation order ${order.id} was not filled`);
  // Stored by execute_fill in this transaction (the outbox): announced once it commits.
  if (executed.event) announceAfterCommit(tx, lot.customerId, executed.event);
  const proceeds = await convertProceeds(tx, c.loan, lot.currency, gross.minus(fee), c.valuation);
  const repaid = Decimal.min(unit(proceeds), unit(debtOf(c.loan)));
  const loan = repaid.isPositive()
    ? await settleRepayment(deps, tx, c.loan, repaid, 'system:margin')
    : c.loan;
  const params = {
    loanId: String(loan.id),
    symbol: symbolOf(lot.instrumentKey),
    quantity: shares,
    price: c.bid.toFixed(),
    repaid: repaid.toFixed(FIAT_DECIMALS),
    currency: loan.currency,
  };
  await storeEvent(tx, loan.customerId, 'loan.liquidation', {
    loanId: loan.id,
    orderId: order.id,
    lotId: lot.id,
    quantity: shares,
    price: c.bid.toFixed(),
    repaid: params.repaid,
  });
  await addInboxMessage(tx, loan.customerId, 'marginLiquidation', params);
  return loan;
};

/**
 * The published liquidation rule, on a loan locked and accrued by the caller: while its equity
 * ratio is below the maintenance level, take the pledged lot with the largest haircut-adjusted
 * value and sell the fewest whole shares of it that bring the ratio back to maintenance (all
 * of it when that is not enough, then the next lot). Each sale is at the feed's bid of now,
 * only while the lot's market is open (never at a price the feed did not show); its fee is the
 * trading fee. Never sells more than needed. Answers the loan as left, and whether it is back
 * at maintenance.
 */
export const liquidate = async (
  deps: AppDeps,
  tx: Executor,
  start: LoanRow,
  valuation: Valuation,
  margin: MarginSetting,
): Promise<{ loan: LoanRow; restored: boolean }> => {
  const maintenance = new Decimal(margin.maintenanceLevel);
  const terms = await feeTerms(tx, start.customerId);
  let loan = start;
  for (;;) {
    if (loan.status === 'repaid') return { loan, restored: true };
    const lots = (await pledgesOf(tx, [loan.id])).get(loan.id) ?? [];
    const assessment = await assessLoan(valuation, loan, lots);
    if (assessment.ratio === null || assessment.ratio.gte(maintenance))
      return { loan, restored: true };
    const line = largestAdjustedFirst(assessment.lines).find(
      (candidate) => valuation.quote(candidate.lot.instrumentKey)?.isOpen === true,
    );
    if (!line) return { loan, restored: false };
    const quote = valuation.quote(line.lot.instrumentKey) as LiveQuote;
    const market = marketOf(line.lot.instrumentKey);
    const context: SaleContext = {
      valuation,
      loan,
      assessment,
      line,
      bid: new Decimal(quote.bid),
      fee: (gross) => saleFee(terms, market, gross),
      maintenance,
    };
    loan = await sell(deps, tx, context, quote, await sharesNeeded(context));
  }
};
