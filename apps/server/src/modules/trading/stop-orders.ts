import { Decimal, type PlaceOrderRequest } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import type { LiveQuote } from '../../market/hub/index.ts';
import { updateOrder, type OrderRow } from './trading.repository.ts';

type StopInput = Extract<PlaceOrderRequest, { type: 'stop' | 'stop_limit' }>;

export const isStopInput = (input: PlaceOrderRequest): input is StopInput =>
  input.type === 'stop' || input.type === 'stop_limit';

/** The limit and stop columns of a new order. */
export const orderPrices = (
  input: PlaceOrderRequest,
): { limitPrice: string | null; stopPrice: string | null } => ({
  limitPrice: input.type === 'limit' || input.type === 'stop_limit' ? input.price : null,
  stopPrice: isStopInput(input) ? input.stopPrice : null,
});

/**
 * Arms a locked pending order against a quote. An order without a stop, or whose stop has
 * already been reached, is answered as it is; a stop the ask has not reached yet answers null
 * (it keeps waiting); a stop the ask reaches now is marked triggered in the caller's
 * transaction, so it fills against this same quote (the next available price after a gap) and
 * a stop-limit keeps working as a limit order if it cannot fill now.
 */
export const armStop = async (
  tx: Executor,
  order: OrderRow,
  quote: LiveQuote,
  at: Date,
): Promise<OrderRow | null> => {
  if (order.stopPrice === null || order.triggeredAt !== null) return order;
  if (new Decimal(quote.ask).lt(order.stopPrice)) return null;
  return updateOrder(tx, order.id, { triggeredAt: at });
};
