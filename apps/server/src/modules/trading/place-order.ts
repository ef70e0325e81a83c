import { Decimal, type PlaceOrderRequest } from '@brokerage/shared';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { reserve } from '../../ledger/holds.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { firstAnswer, idempotencyClaim, idempotent } from '../../lib/idempotency/idempotency.ts';
import type { InstrumentRow } from '../market/instruments.repository.ts';
import { buyAtOnce } from './buy-at-once.ts';
import { fillPrice } from './fill-order.ts';
import { currentQuote, marketIsOpen } from './trading-quotes.ts';
import type { OrderContext } from './order-context.ts';
import { MARKET_ORDER_COLLAR, PRICE_BAND, tradeFee } from './trading-settings.ts';
import { orderAnswer, type PlacedOrder } from './order-answer.ts';
import { insertOrder, updateOrder, type NewOrder } from './trading.repository.ts';
import { authorizeTrade } from './trade-authorization.ts';
import {
  checkStopOrder,
  entryReference,
  isStopInput,
  orderPrices,
  stopWorstPrice,
} from './stop-orders.ts';
import { entryText } from '../../ledger/memo.ts';

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

/**
 * Places a buy. One that can fill now (its market open, a fresh quote, the ask within
 * its limit) fills in the same transaction at the ask. Anything else waits for the
 * matcher with the worst price it may fill at (its limit, the stop plus the collar, or
 * the ask plus the collar) and the fee on that reserved as a hold. With an
 * Idempotency-Key (claimed in the transaction that places the order), a retry of the same
 * request answers the first order instead of placing a second; another request is 409.
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
  const claim = idempotencyClaim(actor.customerId, idempotencyKey, 'order.place', input);
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
  };
  const now = deps.now();
  const price =
    isStopInput(input) || quote.stale || !marketIsOpen(deps, instrument.market, now)
      ? null
      : fillPrice({ side: 'buy', type: input.type, limitPrice: values.limitPrice ?? null }, quote);

  if (price) {
    // One database call, its own transaction: the hot path of the whole app.
    const bought = await buyAtOnce(
      deps.db,
      values,
      { quote, price, at: now, terms, source: quote.source },
      claim,
    );
    if ('taken' in bought) {
      if (!claim) throw new Error('an order without a key found its key taken');
      return orderAnswer.decode(firstAnswer(claim, bought.taken));
    }
    deps.events.announce(actor.customerId, bought.event);
    return bought;
  }
  return deps.db.transaction((tx) =>
    idempotent(tx, claim, orderAnswer, async (): Promise<PlacedOrder> => {
      const order = await insertOrder(tx, values);
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
    }),
  );
};
