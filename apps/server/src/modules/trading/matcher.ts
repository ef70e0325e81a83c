import { Decimal, marketOf } from '@brokerage/shared';
import type { AppDeps } from '../../deps.ts';
import { announceAfterCommit, transactionWithEvents } from '../../lib/events/event-outbox.ts';
import type { LiveQuote } from '../../market/hub/index.ts';
import {
  crossingOrderIds,
  PAGE,
  triggeredPositionIds,
  waitingInstrumentKeys,
} from './crossing.repository.ts';
import { instrumentById } from '../market/instruments.repository.ts';
import { tryFill } from './fill-order.ts';
import { raiseTrailingStops } from './position-stops.ts';
import { noteTriggeredSale } from './triggered-sale-notice.ts';
import { currentQuote, marketIsOpen } from './trading-quotes.ts';
import {
  claimOrder,
  insertOrder,
  orderById,
  positionById,
  reserveClosing,
  type OrderRow,
  type PositionRow,
} from './trading.repository.ts';

/**
 * Tries to fill one pending order. The row is claimed with SKIP LOCKED, so several
 * server copies (or a request and the job) never fill the same order twice; an order
 * already filled, cancelled or refused is left as it is. Answers the order as it now is.
 */
export const matchOrder = async (deps: AppDeps, orderId: number): Promise<OrderRow> => {
  const outcome = await transactionWithEvents(deps, async (tx) => {
    const order = await claimOrder(tx, orderId);
    if (!order || order.status !== 'pending') return { order, event: null };
    const instrument = await instrumentById(tx, order.instrumentId);
    const now = deps.now();
    if (instrument?.halted || !marketIsOpen(deps, order.market, now)) return { order, event: null };
    const quote = currentQuote(deps, order.instrumentKey);
    if (!quote || quote.stale) return { order, event: null };
    const filled = await tryFill(tx, order, quote, now);
    // The fill's event was stored with it (the outbox): announced once this commits.
    if (filled.event) announceAfterCommit(tx, filled.order.customerId, filled.event);
    await noteTriggeredSale(tx, filled);
    return filled;
  });
  if (!outcome.order) {
    const current = await orderById(deps.db, orderId);
    if (!current) throw new Error(`order ${orderId} vanished`);
    return current;
  }
  return outcome.order;
};

type TriggerReason = 'STOP_LOSS' | 'TRAILING_STOP' | 'TAKE_PROFIT';

const triggered = (position: PositionRow, bid: Decimal): TriggerReason | null => {
  if (position.stopLoss !== null && bid.lte(position.stopLoss))
    return position.trailingKind ? 'TRAILING_STOP' : 'STOP_LOSS';
  if (position.takeProfit !== null && bid.gte(position.takeProfit)) return 'TAKE_PROFIT';
  return null;
};

/**
 * The sale a trigger places: at market, except a take profit the customer chose to sell as a
 * limit at its level, which then fills at that price or better, or waits for it in Orders.
 */
const saleOf = (position: PositionRow, reason: TriggerReason) =>
  reason === 'TAKE_PROFIT' && position.takeProfitKind === 'limit' && position.takeProfit
    ? { type: 'limit' as const, limitPrice: position.takeProfit }
    : { type: 'market' as const };

/**
 * Stop loss (fixed or trailing) and take profit act as one bracket: whichever is crossed first
 * closes all of the lot that is not already being closed, so the other can no longer fire. The sell
 * order keeps the triggering quote's bid and time; execute_fill copies them onto the fill.
 * The quantity is promised by a conditional update, so two runs (or copies) fire it once.
 */
const fireTrigger = async (deps: AppDeps, positionId: number, quote: LiveQuote): Promise<void> => {
  const position = await positionById(deps.db, positionId);
  if (!position || position.status !== 'open') return;
  const reason = triggered(position, new Decimal(quote.bid));
  if (!reason) return;
  const market = marketOf(position.instrumentKey);
  // A stop loss or take profit closes what is not pledged: pledged shares stay with the loan.
  const free = new Decimal(position.quantity)
    .minus(position.closingQuantity)
    .minus(position.pledgedQuantity);
  if (!free.isPositive() || free.isZero()) return;
  const order = await deps.db.transaction(async (tx) => {
    if (!(await reserveClosing(tx, position.id, position.customerId, free.toFixed()))) return null;
    return insertOrder(tx, {
      customerId: position.customerId,
      instrumentId: position.instrumentId,
      instrumentKey: position.instrumentKey,
      market,
      currency: position.currency,
      side: 'sell',
      ...saleOf(position, reason),
      quantity: free.toFixed(),
      positionId: position.id,
      reason,
      // The tick that fired it, kept so the receipt shows what triggered the sale.
      triggerPrice: quote.bid,
      triggerQuoteTime: new Date(quote.time),
    });
  });
  if (order) await matchOrder(deps, order.id);
};

/**
 * One matching run of one instrument against its current quote: the pending orders the quote
 * crosses and the lots whose stop loss or take profit it reaches, found by index (nothing
 * else is read, so no order waits behind unrelated ones) and each filled through
 * `matchOrder`, which claims it with SKIP LOCKED: an order another run or copy holds is left
 * to it, one already filled is skipped. Pages on by id, so every crossing order is reached.
 */
export const matchInstrument = async (deps: AppDeps, key: string): Promise<void> => {
  const quote = currentQuote(deps, key);
  const market = marketOf(key);
  if (!quote || quote.stale || !marketIsOpen(deps, market, deps.now())) return;
  // A split has begun and its lots, stops and orders are not adjusted yet: none is reached.
  if (deps.splits.pendingAt(key, deps.now())) return;
  for (let after = 0; ; ) {
    const page = await crossingOrderIds(deps.db, key, quote, after);
    for (const id of page) await matchOrder(deps, id);
    const last = page.at(-1);
    if (last === undefined || page.length < PAGE) break;
    after = last;
  }
  await raiseTrailingStops(deps.db, key, quote.bid);
  for (let after = 0; ; ) {
    const page = await triggeredPositionIds(deps.db, key, quote.bid, after);
    for (const id of page) await fireTrigger(deps, id, quote);
    const last = page.at(-1);
    if (last === undefined || page.length < PAGE) break;
    after = last;
  }
};

/**
 * One sweep of every instrument with something waiting on it, one instrument at a time and
 * only its crossing orders (see matchInstrument). The tick-driven matcher
 * (jobs/order-matcher.job.ts) runs the same per instrument on each quote change; this catches
 * what a restart missed. Idempotent and safe to run on every server copy at once.
 */
export const runMatcher = async (deps: AppDeps): Promise<void> => {
  for (const key of await waitingInstrumentKeys(deps.db)) await matchInstrument(deps, key);
};
