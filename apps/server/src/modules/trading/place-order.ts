import { createHash } from 'node:crypto';
import { Decimal, type PlaceOrderRequest } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import type { AppDeps, CustomerActor } from '../../deps.ts';
import { reserve } from '../../ledger/holds.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { findCustomerById } from '../member/member.repository.ts';
import { findInstrumentRow, type InstrumentRow } from '../market/instruments.repository.ts';
import { currentQuote } from './trading-quotes.ts';
import { MARKET_ORDER_COLLAR, PRICE_BAND, tradeFee } from './trading-settings.ts';
import { insertOrder, orderByKey, type OrderRow } from './trading.repository.ts';
import { matchOrder } from './matcher.ts';
import { authorizeTrade } from './trade-authorization.ts';
import {
  checkStopOrder,
  entryReference,
  isStopInput,
  orderPrices,
  stopWorstPrice,
} from './stop-orders.ts';

const requestHash = (input: PlaceOrderRequest) => {
  const { payPassword: _secret, ...rest } = input;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex');
};

const instrumentFor = async (deps: AppDeps, key: string): Promise<InstrumentRow> => {
  const [market = '', symbol = ''] = key.split(':');
  const instrument = await findInstrumentRow(deps.db, market, symbol);
  if (!instrument || instrument.kind === 'index') throw new DomainError('UNKNOWN_INSTRUMENT');
  if (instrument.halted) throw new DomainError('INSTRUMENT_HALTED');
  return instrument;
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

/**
 * Places a buy. The worst price it may fill at (its limit, or the ask plus the
 * collar) and the fee on that are reserved as a hold; a market order whose market
 * is open is filled at once, anything else waits for the matcher. With an
 * Idempotency-Key, a retry returns the first order instead of placing a second.
 */
export const placeOrder = async (
  deps: AppDeps,
  actor: CustomerActor,
  input: PlaceOrderRequest,
  idempotencyKey: string | undefined,
): Promise<OrderRow> => {
  const instrument = await instrumentFor(deps, input.key);
  const key = `${instrument.market}:${instrument.symbol}`;
  const quote = currentQuote(deps, key);
  if (!quote) throw new DomainError('QUOTE_UNAVAILABLE');
  checkOrder(instrument, input, new Decimal(quote.close));
  checkStopOrder(instrument, input, quote);
  await authorizeTrade(deps, actor, input.payPassword);
  const worstPrice =
    input.type === 'limit'
      ? new Decimal(input.price)
      : isStopInput(input)
        ? stopWorstPrice(input)
        : new Decimal(quote.ask).times(MARKET_ORDER_COLLAR.plus(1));
  const notional = worstPrice.times(input.quantity);
  const customer = await findCustomerById(deps.db, actor.customerId);
  const fee = await tradeFee(deps.db, instrument.market, notional, customer?.vip ?? false);
  // Rounding: the reservation is rounded up to the cent so that it always covers the fill.
  const reservation = notional.plus(fee).toDecimalPlaces(2, Decimal.ROUND_UP);
  const hash = requestHash(input);

  const order = await deps.db.transaction(async (tx) => {
    if (idempotencyKey) {
      // Retries of one key queue here; the second finds what the first placed.
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`order:${actor.customerId}:${idempotencyKey}`}))`,
      );
      const existing = await orderByKey(tx, actor.customerId, idempotencyKey);
      if (existing) {
        if (existing.requestHash !== hash) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
        return existing;
      }
    }
    const hold = await reserve(tx, {
      customerId: actor.customerId,
      currency: instrument.currency,
      amount: reservation.toFixed(),
      purpose: 'order',
      description: `Buy ${input.quantity} ${key}`,
      actor: `customer:${actor.customerId}`,
    });
    return insertOrder(tx, {
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
      holdId: hold.id,
      idempotencyKey: idempotencyKey ?? null,
      requestHash: hash,
    });
  });
  return order.status === 'pending' ? matchOrder(deps, order.id) : order;
};
