import type { ErrorCode } from '../errors.ts';
import { Decimal } from '../money.ts';
import { entryReference, hasLimit, hasStop, outsideBand, type BuyType } from './order-prices.ts';

/** A rule an order breaks: the server's error code and its message's values. */
export interface OrderProblem {
  code: ErrorCode;
  values?: Record<string, string>;
}

export type OrderField = 'quantity' | 'stopPrice' | 'price' | 'stopLoss' | 'takeProfit';
export type OrderProblems = Partial<Record<OrderField, OrderProblem>>;

/** The order in which a refusal names the first problem (the server refuses with one code). */
export const ORDER_FIELDS: readonly OrderField[] = [
  'quantity',
  'stopPrice',
  'price',
  'stopLoss',
  'takeProfit',
];

export interface InstrumentRules {
  lotSize: number;
  /** Decimal string; a tick of 0 allows any price. */
  tickSize: string;
}

/** Whole lots only: a quantity must be a multiple of the lot size. */
export const lotProblem = (quantity: Decimal, lotSize: number): OrderProblem | undefined =>
  lotSize > 1 && !quantity.mod(lotSize).isZero()
    ? { code: 'LOT_SIZE', values: { lot: String(lotSize) } }
    : undefined;

/** A price must be a multiple of the tick size. */
export const tickProblem = (price: Decimal, tickSize: string): OrderProblem | undefined => {
  const tick = new Decimal(tickSize);
  return tick.lte(0) || price.mod(tick).isZero()
    ? undefined
    : { code: 'PRICE_TICK', values: { tick: tick.toFixed() } };
};

/** A limit or stop price: on the tick, and inside the band around the last price when known. */
export const priceProblem = (
  price: Decimal,
  rules: { tickSize: string; last?: Decimal | undefined },
): OrderProblem | undefined =>
  tickProblem(price, rules.tickSize) ??
  (rules.last !== undefined && outsideBand(price, rules.last)
    ? { code: 'PRICE_OUT_OF_RANGE' }
    : undefined);

/** The parsed parts of a buy; a part the caller could not read is left out (and not checked). */
export interface BuyOrder {
  type: BuyType;
  quantity?: Decimal | undefined;
  limit?: Decimal | undefined;
  stop?: Decimal | undefined;
  stopLoss?: Decimal | undefined;
  takeProfit?: Decimal | undefined;
}

/**
 * What the server refuses in a buy, per field, before it looks at the customer's money: the
 * lot; limit and stop prices on the tick and inside the band; a stop above the ask (at or
 * below it the order would trigger at once); a stop-limit's limit at or above its stop; the
 * stop loss below and the take profit above the expected entry (the limit, else the stop,
 * else the last price), both on the tick. Empty when the order may go.
 */
export const buyOrderProblems = (
  order: BuyOrder,
  instrument: InstrumentRules,
  quote: { last?: Decimal | undefined; ask?: Decimal | undefined },
): OrderProblems => {
  const problems: OrderProblems = {};
  const bandRules = { tickSize: instrument.tickSize, last: quote.last };
  if (order.quantity) problems.quantity = lotProblem(order.quantity, instrument.lotSize);
  if (hasStop(order.type) && order.stop) {
    problems.stopPrice =
      priceProblem(order.stop, bandRules) ??
      (quote.ask && order.stop.lte(quote.ask)
        ? { code: 'STOP_NOT_ABOVE_ASK', values: { ask: quote.ask.toFixed() } }
        : undefined);
  }
  if (hasLimit(order.type) && order.limit) {
    problems.price =
      priceProblem(order.limit, bandRules) ??
      (order.type === 'stop_limit' && order.stop && order.limit.lt(order.stop)
        ? { code: 'STOP_LIMIT_BELOW_STOP' }
        : undefined);
  }
  const reference = entryReference(order.type, { ...order, last: quote.last });
  if (order.stopLoss) {
    problems.stopLoss =
      tickProblem(order.stopLoss, instrument.tickSize) ??
      (reference && order.stopLoss.gte(reference) ? { code: 'STOP_LOSS_INVALID' } : undefined);
  }
  if (order.takeProfit) {
    problems.takeProfit =
      tickProblem(order.takeProfit, instrument.tickSize) ??
      (reference && order.takeProfit.lte(reference) ? { code: 'TAKE_PROFIT_INVALID' } : undefined);
  }
  for (const field of ORDER_FIELDS) if (!problems[field]) delete problems[field];
  return problems;
};

/** The first problem in field order, which the server refuses the order with. */
export const firstProblem = (problems: OrderProblems): OrderProblem | undefined =>
  ORDER_FIELDS.map((field) => problems[field]).find((problem) => problem !== undefined);

/**
 * What the server refuses in a new stop loss / take profit on an open (long) lot, per field,
 * by the rules of order placement (buyOrderProblems): on the tick, the stop loss below and the
 * take profit above the price the lot would sell at now (the bid). A field left out (null: cleared)
 * is not checked.
 */
export const positionStopsProblems = (
  stops: { stopLoss?: Decimal | undefined; takeProfit?: Decimal | undefined },
  instrument: Pick<InstrumentRules, 'tickSize'>,
  quote: { bid?: Decimal | undefined },
): OrderProblems => {
  const problems: OrderProblems = {};
  const bid = quote.bid;
  if (stops.stopLoss) {
    const problem =
      tickProblem(stops.stopLoss, instrument.tickSize) ??
      (bid && stops.stopLoss.gte(bid) ? { code: 'STOP_LOSS_INVALID' as const } : undefined);
    if (problem) problems.stopLoss = problem;
  }
  if (stops.takeProfit) {
    const problem =
      tickProblem(stops.takeProfit, instrument.tickSize) ??
      (bid && stops.takeProfit.lte(bid) ? { code: 'TAKE_PROFIT_INVALID' as const } : undefined);
    if (problem) problems.takeProfit = problem;
  }
  return problems;
};
