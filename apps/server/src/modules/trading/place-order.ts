import { createHash } from 'node:crypto';
import { Decimal, type PlaceOrderRequest } from '@brokerage/shared';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { reserve } from '../../ledger/holds.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { InstrumentRow } from '../market/instruments.repository.ts';
import { buyAtOnce } from './buy-at-once.ts';
import { fillPrice } from './fill-order.ts';
import { currentQuote, marketIsOpen } from './trading-quotes.ts';
import type { OrderContext } from './order-context.ts';
import { MARKET_ORDER_COLLAR, PRICE_BAND, tradeFee } from './trading-settings.ts';
import {
  findFill,
  insertOrderOnce,
  orderByKey,
  updateOrder,
  type FillRow,
  type NewOrder,
  type OrderRow,
} from './trading.repository.ts';
import { authorizeTrade } from './trade-authorization.ts';
import {
  checkStopOrder,
  entryReference,
  isStopInput,
  orderPrices,
  stopWorstPrice,
} from './stop-orders.ts';
import { entryText } from '../../ledger/memo.ts';

const requestHash = (input: PlaceOrderRequest) => {
  const { payPassword: _secret, ...rest } = input;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
};

/** Checks that do not need the customer's money: lot, tick, price band, SL/TP sides. */
const checkOrder = (instrument: InstrumentRow, input: PlaceOrderRequest, last: Decimal) => {
  if (new Decimal(input.quantity).mod(instrument.lotSize).gt(0)) {
    throw new DomainError('LOT_SIZE', { lot: instrument.lotSize });
  }
  const prices = [
    input.type === 'limit' ? input.price : undefined,
    input.stopLoss,
    input.takeProfit,
  ].filter((price): price is string => price !== undefined);
  for (const price of prices) {
    if (!new Decimal(price).mod(instrument.tickSize).isZero())
      throw new DomainError('PRICE_TICK', { tick: new Decimal(instrument.tickSize).toFixed() });
  }
  if (
    input.type === 'limit' &&
    new Decimal(input.price).minus(last).abs().gt(last.times(PRICE_BAND))
  ) {
    throw new DomainError('PRICE_OUT_OF_RANGE');
  }
  const reference = entryReference(input, last);
  if (input.stopLoss && new Decimal(input.stopLoss).gte(reference))
    throw new DomainError('STOP_LOSS_INVALID');
  if (input.takeProfit && new Decimal(input.takeProfit).lte(reference))
    throw new DomainError('TAKE_PROFIT_INVALID');
};

/** What placing an order answers: the order, and its receipt when it filled at once. */
export interface PlacedOrder {
  order: OrderRow;
  fill: FillRow | null;
}

/** A retry with a used Idempotency-Key answers the first order, if it asked for the same. */
const firstOrder = async (
  deps: AppDeps,
  customerId: number,
  idempotencyKey: string | null,
  hash: string,
): Promise<PlacedOrder> => {
  const existing = idempotencyKey ? await orderByKey(deps.db, customerId, idempotencyKey) : null;
  if (!existing) throw new Error('an order insert was skipped without an earlier order');
  if (existing.requestHash !== hash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  return { order: existing, fill: await findFill(deps.db, existing.id) };
};

/**
 * Places a buy. One that can fill now (its market open, a fresh quote, the ask within
 * its limit) fills in the same transaction at the ask. Anything else waits for the
 * matcher with the worst price it may fill at (its limit, the stop plus the collar, or
 * the ask plus the collar) and the fee on that reserved as a hold. With an
 * Idempotency-Key, a retry returns the first order instead of placing a second.
 */
export const placeOrder = async (
  deps: AppDeps,
  actor: CustomerActor,
  { instrument, fees }: OrderContext,
  input: PlaceOrderRequest,
  idempotencyKey: string | undefined,
): Promise<PlacedOrder> => {
  const terms = { fees, vip: actor.vip };
  const key = `${instrument.market}:${instrument.symbol}`;
  const quote = currentQuote(deps, key);
  if (!quote) throw new DomainError('QUOTE_UNAVAILABLE');
  checkOrder(instrument, input, new Decimal(quote.close));
  checkStopOrder(instrument, input, quote);
  await authorizeTrade(deps, actor, input.payPassword);
  const hash = requestHash(input);
  const values: NewOrder = {
    customerId: actor.customerId,
    instrumentId: instrument.id,
    instrumentKey: key,
    market: instrument.market,
    currency: instrument.currency,
    side: 'buy',
    type: input.type,
    quantity: input.quantity,
    ...orderPrices(input),
    stopLoss: input.stopLoss ?? null,
    takeProfit: input.takeProfit ?? null,
    idempotencyKey: idempotencyKey ?? null,
    requestHash: hash,
  };
  const now = deps.now();
  const price =
    isStopInput(input) || quote.stale || !marketIsOpen(deps, instrument.market, now)
      ? null
      : fillPrice({ side: 'buy', type: input.type, limitPrice: values.limitPrice ?? null }, quote);

  if (price) {
    // One database call, its own transaction: the hot path of the whole app.
    const bought = await buyAtOnce(deps.db, values, {
      quote,
      price,
      at: now,
      terms,
      source: quote.source,
    });
    if (!bought) return firstOrder(deps, actor.customerId, values.idempotencyKey ?? null, hash);
    deps.events.announce(actor.customerId, bought.event);
    return bought;
  }
  const placed = await deps.db.transaction(async (tx): Promise<PlacedOrder | null> => {
    const order = await insertOrderOnce(tx, values);
    if (!order) return null;
    const worstPrice =
      input.type === 'limit'
        ? new Decimal(input.price)
        : isStopInput(input)
          ? stopWorstPrice(input)
          : new Decimal(quote.ask).times(MARKET_ORDER_COLLAR.plus(1));
    const notional = worstPrice.times(input.quantity);
    // Rounding: the reservation is rounded up to the cent so that it always covers the fill.
    const reservation = notional
      .plus(tradeFee(terms, instrument.market, notional))
      .toDecimalPlaces(2, Decimal.ROUND_UP);
    const hold = await reserve(tx, {
      customerId: actor.customerId,
      currency: instrument.currency,
      amount: reservation.toFixed(),
      purpose: 'order',
      ...entryText('buy', { quantity: input.quantity, key }),
      reference: `O${order.id}`,
      actor: `customer:${actor.customerId}`,
    });
    return { order: await updateOrder(tx, order.id, { holdId: hold.id }), fill: null };
  });
  return placed ?? firstOrder(deps, actor.customerId, values.idempotencyKey ?? null, hash);
};
