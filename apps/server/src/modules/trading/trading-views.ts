import {
  Decimal,
  orderStatus,
  orderType,
  type OrderView,
  type PositionView,
} from '@brokerage/shared';
import { lotCarried } from '@brokerage/shared/order-rules';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { dayReference, todayClock, type TodayClock } from './holdings-value.ts';
import { trailingOf } from '../../db/lot-trailing.ts';
import {
  customerOrder,
  customerPositions,
  findFill,
  pageCustomerOrders,
  type FillRow,
  type OrderRow,
  type PositionRow,
} from './trading.repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toOrderView = (order: OrderRow, fill: FillRow | null): OrderView => ({
  id: order.id,
  key: order.instrumentKey,
  currency: order.currency,
  side: order.side === 'sell' ? 'sell' : 'buy',
  type: orderType.parse(order.type),
  quantity: order.quantity,
  limitPrice: order.limitPrice,
  stopPrice: order.stopPrice,
  triggered: order.triggeredAt !== null,
  stopLoss: order.stopLoss,
  takeProfit: order.takeProfit,
  trailing:
    order.trailingKind && order.trailingDistance
      ? { kind: order.trailingKind, distance: order.trailingDistance }
      : null,
  takeProfitKind: order.takeProfitKind,
  status: orderStatus.parse(order.status),
  reason: order.reason,
  closingReview: order.side === 'sell' && order.status === 'pending',
  positionId: order.positionId,
  blockDeal: order.blockDealId !== null,
  filledPrice: fill?.price ?? null,
  fee: fill?.fee ?? null,
  filledAt: iso(fill?.filledAt ?? null),
  triggerPrice: fill?.triggerPrice ?? order.triggerPrice,
  triggerQuoteTime: iso(fill?.triggerQuoteTime ?? order.triggerQuoteTime),
  createdAt: order.createdAt.toISOString(),
});

export const orderView = async (deps: AppDeps, order: OrderRow) =>
  toOrderView(order, await findFill(deps.db, order.id));

/** Floating P/L is what selling at the bid now would bring, before the closing fee. */
export const toPositionView = (
  deps: AppDeps,
  position: PositionRow,
  clock: TodayClock = todayClock(deps),
): PositionView => {
  const quote =
    position.status === 'open' ? deps.quotes.snapshot([position.instrumentKey])[0] : undefined;
  const cost = lotCarried(position.openCost, position.openedQuantity, position.quantity);
  const floating = quote
    ? new Decimal(quote.bid).times(position.quantity).minus(cost).toFixed()
    : null;
  return {
    id: position.id,
    key: position.instrumentKey,
    currency: position.currency,
    quantity: position.quantity,
    closingQuantity: position.closingQuantity,
    pledgedQuantity: position.pledgedQuantity,
    openPrice: position.openPrice,
    // The cost and opening fee the shares still open carry (execute-fill.sql's lot_carried):
    // each sale took its share with it, the last one all that was left.
    cost: cost.toFixed(),
    openFee: lotCarried(position.openFee, position.openedQuantity, position.quantity).toFixed(8),
    stopLoss: position.stopLoss,
    takeProfit: position.takeProfit,
    takeProfitKind: position.takeProfitKind,
    trailing: trailingOf(position),
    status: position.status === 'closed' ? 'closed' : 'open',
    lastPrice: quote?.bid ?? null,
    dayReferencePrice: quote ? dayReference(clock, position, quote) : null,
    floatingPnl: floating,
    realizedPnl: position.realizedPnl,
    openedAt: position.openedAt.toISOString(),
    closedAt: iso(position.closedAt),
  };
};

export const listPositions = async (
  deps: AppDeps,
  actor: CustomerActor,
  status: 'open' | 'closed',
) => {
  const rows = await customerPositions(deps.db, actor.customerId, status, 200);
  const clock = todayClock(deps);
  return rows.map((row) => toPositionView(deps, row, clock));
};

export const listOrders = async (
  deps: AppDeps,
  actor: CustomerActor,
  query: { status: 'open' | 'history'; page: number; pageSize: number },
) => {
  const statuses = query.status === 'open' ? ['pending'] : ['filled', 'cancelled', 'refused'];
  const { rows, total } = await pageCustomerOrders(deps.db, actor.customerId, statuses, query);
  const items = await Promise.all(rows.map((row) => orderView(deps, row)));
  return { items, total, page: query.page, pageSize: query.pageSize };
};

export const getReceipt = async (deps: AppDeps, actor: CustomerActor, orderId: number) => {
  const order = await customerOrder(deps.db, actor.customerId, orderId);
  const fill = order ? await findFill(deps.db, order.id) : null;
  if (!order || !fill) throw new DomainError('NOT_FOUND');
  return {
    orderId: order.id,
    key: order.instrumentKey,
    side: order.side === 'sell' ? ('sell' as const) : ('buy' as const),
    quantity: fill.quantity,
    price: fill.price,
    fee: fill.fee,
    bid: fill.bid,
    ask: fill.ask,
    last: fill.last,
    quoteTime: fill.quoteTime.toISOString(),
    priceSource: fill.priceSource,
    filledAt: fill.filledAt.toISOString(),
  };
};
