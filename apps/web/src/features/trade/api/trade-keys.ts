import { QUERY_ROOTS } from '../../../lib/query/query-keys';
import { EVENT_QUERY_KEYS } from '../../../lib/realtime/customer-events';

/**
 * The trade screens' query keys, all under ['trade'] so that one order event refreshes them.
 * (The fee table is not: an order does not change it.)
 */
export const tradeKeys = {
  all: QUERY_ROOTS.trade,
  orders: (status: 'open' | 'history') => [...QUERY_ROOTS.trade, 'orders', status] as const,
  positions: (status: 'open' | 'closed') => [...QUERY_ROOTS.trade, 'positions', status] as const,
  closedPositions: () => [...QUERY_ROOTS.trade, 'positions', 'closed-history'] as const,
  receipt: (orderId: number) => [...QUERY_ROOTS.trade, 'receipt', orderId] as const,
  unlock: () => [...QUERY_ROOTS.trade, 'unlock'] as const,
};

/**
 * Everything an order, a fill or a close changes, as its `order.updated` event refreshes it:
 * the customer's own order refreshes the same queries at once (the socket may be down).
 */
export const ORDER_CHANGED_KEYS = EVENT_QUERY_KEYS['order.updated'];
