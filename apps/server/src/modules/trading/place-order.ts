import { Decimal, type PlaceOrderRequest } from '@brokerage/shared';
import {
  atOncePrice,
  buyOrderProblems,
  firstProblem,
  holdAmount,
  trailingProblem,
  worstBuyPrice,
} from '@brokerage/shared/order-rules';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { reserve } from '../../ledger/holds.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { storeEvent, transactionWithEvents } from '../../lib/events/event-outbox.ts';
import { firstAnswer, idempotencyClaim, idempotent } from '../../lib/idempotency/idempotency.ts';
import type { InstrumentRow } from '../market/instruments.repository.ts';
import type { LiveQuote } from '../../market/hub/index.ts';
import { orderBatcherOf } from './order-batcher.ts';
import { currentQuote, marketIsOpen } from './trading-quotes.ts';
import type { OrderContext } from './order-context.ts';
import { orderAnswer, type PlacedOrder } from './order-answer.ts';
import { insertOrder, updateOrder, type NewOrder } from './trading.repository.ts';
import { authorizeTrade } from './trade-authorization.ts';
import { orderPrices } from './stop-orders.ts';
import { entryText } from '../../ledger/memo.ts';
import { refuseAboveMaximum } from '../reference/amount-limits.ts';

const decimal = (value: string | null | undefined): Decimal | undefined =>
  value === null || value === undefined ? undefined : new Decimal(value);

/** The order's prices as the shared rules read them. */
const buyOrder = (input: PlaceOrderRequest) => {
  const { limitPrice, stopPrice } = orderPrices(input);
  return {
    type: input.type,
    quantity: new Decimal(input.quantity),
    limit: decimal(limitPrice),
    stop: decimal(stopPrice),
    stopLoss: decimal(input.stopLoss),
    takeProfit: decimal(input.takeProfit),
  };
};

/**
 * The checks that do not need the customer's money (shared order-rules, as the app shows them
 * before confirming): lot, ticks, band, stop above the ask, stop-limit, SL/TP sides, and a
 * trailing distance the lot's stop could start from at today's bid. Refused with the first
 * problem.
 */
const checkOrder = (
  instrument: InstrumentRow,
  order: ReturnType<typeof buyOrder>,
  trailing: PlaceOrderRequest['trailing'],
  quote: LiveQuote,
): void => {
  const problem =
    firstProblem(
      buyOrderProblems(order, instrument, {
        last: new Decimal(quote.close),
        ask: new Decimal(quote.ask),
      }),
    ) ??
    (trailing &&
      trailingProblem(
        { kind: trailing.kind, distance: new Decimal(trailing.distance) },
        instrument.tickSize,
        new Decimal(quote.bid),
      ));
  if (problem) throw new DomainError(problem.code, problem.values);
};

/**
 * Places a buy. One that can fill now (its market open, a fresh quote, the ask within
 * its limit) fills in the same transaction at the ask. Anything else waits for the
 * matcher with the worst price it may fill at (its limit, the stop plus the collar, or
 * the ask plus the collar) and the fee on that reserved as a hold. With an
 * Idempotency-Key (claimed in the transaction that places the order), a retry of the same
 * request answers the first order instead of placing a second; another request is 409.
 */
const placeBuy = async (
  deps: AppDeps,
  actor: CustomerActor,
  { instrument, fees, maximum }: OrderContext,
  input: PlaceOrderRequest,
  idempotencyKey: string | undefined,
  authorize: () => Promise<void>,
): Promise<PlacedOrder> => {
  const terms = { fees, vip: actor.vip };
  const key = `${instrument.market}:${instrument.symbol}`;
  const quote = currentQuote(deps, key);
  if (!quote) throw new DomainError('QUOTE_UNAVAILABLE');
  const order = buyOrder(input);
  checkOrder(instrument, order, input.trailing, quote);
  // Worth at most the currency's order maximum at the worst price it may fill at.
  const worst = worstBuyPrice(input.type, { ...order, ask: new Decimal(quote.ask) });
  if (worst) refuseAboveMaximum(maximum, instrument.currency, worst.times(input.quantity));
  await authorize();
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
    trailingKind: input.trailing?.kind ?? null,
    trailingDistance: input.trailing?.distance ?? null,
    takeProfitKind: input.takeProfitKind ?? 'market',
  };
  const now = deps.now();
  const ask = new Decimal(quote.ask);
  const price =
    quote.stale || !marketIsOpen(deps, instrument.market, now)
      ? undefined
      : atOncePrice(input.type, { ...order, ask });

  if (price) {
    // One database call, its own transaction or one shared with the buys placed beside it
    // (order-batcher.ts): the hot path of the whole app.
    const bought = await orderBatcherOf(deps).buy(
      values,
      { quote, price, at: now, terms, source: quote.source },
      claim,
    );
    if ('taken' in bought) {
      if (!claim) throw new Error('an order without a key found its key taken');
      return orderAnswer.decode(firstAnswer(claim, bought.taken));
    }
    // The batcher's transaction (not a transactionWithEvents, it serves many customers) has
    // committed: its event goes out now, or by the relay after a crash.
    deps.events.announce(actor.customerId, bought.event);
    return bought;
  }
  return transactionWithEvents(deps, (tx) =>
    idempotent(tx, claim, orderAnswer, async (): Promise<PlacedOrder> => {
      const placed = await insertOrder(tx, values);
      const worstPrice = worstBuyPrice(input.type, { ...order, ask });
      if (!worstPrice) throw new Error(`a ${input.type} buy without its price passed the schema`);
      // Rounding: up to the cent (holdAmount), so that the hold always covers the fill.
      const reservation = holdAmount(terms, instrument.market, worstPrice, input.quantity);
      const hold = await reserve(tx, {
        customerId: actor.customerId,
        currency: instrument.currency,
        amount: reservation.toFixed(),
        purpose: 'order',
        ...entryText('buy', { quantity: input.quantity, key }),
        reference: `O${placed.id}`,
        actor: `customer:${actor.customerId}`,
      });
      // Other devices of the customer list the waiting order without polling.
      await storeEvent(tx, actor.customerId, 'order.updated', {
        id: placed.id,
        status: 'pending',
      });
      return { order: await updateOrder(tx, placed.id, { holdId: hold.id }), fill: null };
    }),
  );
};

/** A buy the customer places, authorised by their pay password (or this session's unlock). */
export const placeOrder = (
  deps: AppDeps,
  actor: CustomerActor,
  context: OrderContext,
  input: PlaceOrderRequest,
  idempotencyKey: string | undefined,
): Promise<PlacedOrder> =>
  placeBuy(deps, actor, context, input, idempotencyKey, () =>
    authorizeTrade(deps, actor, input.payPassword),
  );

/**
 * A buy a standing instruction places: a recurring plan's run, authorised with the pay password
 * when the plan was set up or last changed. Every other check, and the same path, as the
 * customer's own order (the purchase freeze included: the orders trigger applies it).
 */
export const placeStandingOrder = (
  deps: AppDeps,
  actor: CustomerActor,
  context: OrderContext,
  input: PlaceOrderRequest,
  idempotencyKey: string,
): Promise<PlacedOrder> =>
  placeBuy(deps, actor, context, input, idempotencyKey, async () => undefined);
