import { Decimal } from '@brokerage/shared';
import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { instruments, orders, positions } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { checkPriceAlerts } from '../market/price-alerts.service.ts';
import { tryFill } from './fill-order.ts';
import { currentQuote, marketIsOpen } from './trading-quotes.ts';
import {
  insertOrder,
  reserveClosing,
  type OrderRow,
  type PositionRow,
} from './trading.repository.ts';

const BATCH = 200;

/**
 * Tries to fill one pending order. The row is claimed with SKIP LOCKED, so several
 * server copies (or a request and the job) never fill the same order twice; an order
 * already filled, cancelled or refused is left as it is. Answers the order as it now is.
 */
export const matchOrder = async (deps: AppDeps, orderId: number): Promise<OrderRow> => {
  const outcome = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update', { skipLocked: true });
    if (!order || order.status !== 'pending') return { order, changed: false };
    const [instrument] = await tx
      .select({ halted: instruments.halted })
      .from(instruments)
      .where(eq(instruments.id, order.instrumentId));
    const now = deps.now();
    if (instrument?.halted || !marketIsOpen(deps, order.market, now))
      return { order, changed: false };
    const quote = currentQuote(deps, order.instrumentKey);
    if (!quote || quote.stale) return { order, changed: false };
    const result = await tryFill(tx, order, quote, now);
    return { order: result.order, changed: result.order.status !== 'pending' };
  });
  if (!outcome.order) {
    const [current] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
    if (!current) throw new Error(`order ${orderId} vanished`);
    return current;
  }
  if (outcome.changed) {
    await deps.events.publish(outcome.order.customerId, 'order.updated', {
      id: orderId,
      status: outcome.order.status,
    });
  }
  return outcome.order;
};

const triggered = (position: PositionRow, bid: Decimal): 'STOP_LOSS' | 'TAKE_PROFIT' | null => {
  if (position.stopLoss !== null && bid.lte(position.stopLoss)) return 'STOP_LOSS';
  if (position.takeProfit !== null && bid.gte(position.takeProfit)) return 'TAKE_PROFIT';
  return null;
};

/**
 * Stop loss and take profit act as one bracket: whichever is crossed first closes
 * all of the lot that is not already being closed, so the other can no longer fire.
 */
const fireTriggers = async (deps: AppDeps): Promise<void> => {
  const armed = await deps.db
    .select()
    .from(positions)
    .where(
      and(
        eq(positions.status, 'open'),
        or(isNotNull(positions.stopLoss), isNotNull(positions.takeProfit)),
        sql`${positions.quantity} > ${positions.closingQuantity}`,
      ),
    )
    .limit(BATCH);
  for (const position of armed) {
    const quote = currentQuote(deps, position.instrumentKey);
    const market = position.instrumentKey.split(':')[0] ?? '';
    if (!quote || quote.stale || !marketIsOpen(deps, market, deps.now())) continue;
    const reason = triggered(position, new Decimal(quote.bid));
    if (!reason) continue;
    const free = new Decimal(position.quantity).minus(position.closingQuantity).toFixed();
    const order = await deps.db.transaction(async (tx) => {
      if (!(await reserveClosing(tx, position.id, position.customerId, free))) return null;
      return insertOrder(tx, {
        customerId: position.customerId,
        instrumentId: position.instrumentId,
        instrumentKey: position.instrumentKey,
        market,
        currency: position.currency,
        side: 'sell',
        type: 'market',
        quantity: free,
        positionId: position.id,
        reason,
      });
    });
    if (order) await matchOrder(deps, order.id);
  }
};

/**
 * One pass of the matching job: pending orders oldest first, then the SL/TP triggers,
 * then customers' price alerts.
 * Idempotent and safe to run on every server copy at once; after a restart it simply
 * finds the orders still pending.
 */
export const runMatcher = async (deps: AppDeps): Promise<void> => {
  const pending = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.status, 'pending'))
    .orderBy(asc(orders.id))
    .limit(BATCH);
  for (const { id } of pending) await matchOrder(deps, id);
  await fireTriggers(deps);
  await checkPriceAlerts(deps);
};
