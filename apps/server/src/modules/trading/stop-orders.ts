import { Decimal, type PlaceOrderRequest } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { LiveQuote } from '../../market/hub/index.ts';
import type { InstrumentRow } from '../market/instruments.repository.ts';
import { MARKET_ORDER_COLLAR, PRICE_BAND } from './trading-settings.ts';
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
 * The price a buy is expected to open at, which its stop loss must be below and its take
 * profit above: the limit, else the stop, else the last price.
 */
export const entryReference = (input: PlaceOrderRequest, last: Decimal): Decimal =>
  input.type === 'limit' || input.type === 'stop_limit'
    ? new Decimal(input.price)
    : input.type === 'stop'
      ? new Decimal(input.stopPrice)
      : last;

/**
 * The worst price a stop buy may fill at, which its hold covers: the stop plus the market
 * collar for a stop (it becomes a market order), the limit for a stop-limit. A stop that the
 * price gaps through by more than the collar is refused (PRICE_MOVED), never overdrawn.
 */
export const stopWorstPrice = (input: StopInput): Decimal =>
  input.type === 'stop_limit'
    ? new Decimal(input.price)
    : new Decimal(input.stopPrice).times(MARKET_ORDER_COLLAR.plus(1));

const onTick = (price: Decimal, instrument: InstrumentRow) => {
  if (!price.mod(instrument.tickSize).isZero())
    throw new DomainError('PRICE_TICK', { tick: new Decimal(instrument.tickSize).toFixed() });
};

/**
 * The checks of a stop or stop-limit buy: prices on the tick and inside the band around the
 * last price; the stop above the ask (at or below it the order would trigger at once); the
 * limit of a stop-limit at or above its stop.
 */
export const checkStopOrder = (
  instrument: InstrumentRow,
  input: PlaceOrderRequest,
  quote: Pick<LiveQuote, 'ask' | 'close'>,
): void => {
  if (!isStopInput(input)) return;
  if (!input.stopPrice) throw new DomainError('STOP_PRICE_REQUIRED');
  const stop = new Decimal(input.stopPrice);
  const limit = input.type === 'stop_limit' ? new Decimal(input.price) : null;
  const last = new Decimal(quote.close);
  for (const price of limit ? [stop, limit] : [stop]) {
    onTick(price, instrument);
    if (price.minus(last).abs().gt(last.times(PRICE_BAND)))
      throw new DomainError('PRICE_OUT_OF_RANGE');
  }
  const ask = new Decimal(quote.ask);
  if (stop.lte(ask)) throw new DomainError('STOP_NOT_ABOVE_ASK', { ask: ask.toFixed() });
  if (limit && limit.lt(stop)) throw new DomainError('STOP_LIMIT_BELOW_STOP');
};

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
