import { Decimal } from '../money.ts';
import { tradeFee, type FeeTerms } from './fee-schedule.ts';

export type BuyType = 'market' | 'limit' | 'stop' | 'stop_limit';

export const hasStop = (type: BuyType): type is 'stop' | 'stop_limit' =>
  type === 'stop' || type === 'stop_limit';
export const hasLimit = (type: BuyType): type is 'limit' | 'stop_limit' =>
  type === 'limit' || type === 'stop_limit';

/** A limit or stop price further than this share from the last price is refused as a likely mistake. */
export const PRICE_BAND = new Decimal('0.3');

/**
 * A market order (and a stop, which becomes one) reserves this share above its price, so
 * that the price may move a little between the quote and the fill; a fill above it is
 * refused (PRICE_MOVED) rather than overdrawn.
 */
export const MARKET_ORDER_COLLAR = new Decimal('0.02');

/** The collar's worst price above `price`. */
export const withCollar = (price: Decimal): Decimal => price.times(MARKET_ORDER_COLLAR.plus(1));

/** Whether `price` lies outside the band around the last price. */
export const outsideBand = (price: Decimal, last: Decimal): boolean =>
  price.minus(last).abs().gt(last.times(PRICE_BAND));

/**
 * The price an order may fill at against this quote, or null when it must wait: a buy pays
 * the ask (a limit buy only when the ask is at or below its limit), a sell receives the bid
 * (a limit sell only when the bid is at or above its limit).
 */
export const crossingPrice = (
  order: { side: 'buy' | 'sell'; limit: Decimal | null },
  quote: { bid: Decimal; ask: Decimal },
): Decimal | null => {
  const price = order.side === 'buy' ? quote.ask : quote.bid;
  if (order.limit === null) return price;
  if (order.side === 'buy') return price.lte(order.limit) ? price : null;
  return price.gte(order.limit) ? price : null;
};

export interface BuyPrices {
  limit?: Decimal | undefined;
  stop?: Decimal | undefined;
  ask?: Decimal | undefined;
}

/**
 * The price a buy placed now fills at when it may fill as it is placed (its market open and
 * its quote fresh, which the caller knows): the ask for a market buy, or for a limit buy the
 * ask reaches; stops always wait for their trigger.
 */
export const atOncePrice = (type: BuyType, prices: BuyPrices): Decimal | undefined => {
  if (hasStop(type) || !prices.ask) return undefined;
  if (type === 'market') return prices.ask;
  return prices.limit && prices.ask.lte(prices.limit) ? prices.ask : undefined;
};

/**
 * The worst price a waiting buy may fill at, which its hold covers: its limit (limit and
 * stop-limit), the stop plus the collar (a stop becomes a market order), or the ask plus the
 * collar (a market order waiting for its market).
 */
export const worstBuyPrice = (type: BuyType, prices: BuyPrices): Decimal | undefined => {
  if (hasLimit(type)) return prices.limit;
  const base = type === 'stop' ? prices.stop : prices.ask;
  return base && withCollar(base);
};

/**
 * The price a buy needs cash for: the ask when it fills as it is placed (`fillsNow`: its
 * market open and the quote fresh), else the worst price it may fill at.
 */
export const reservedPrice = (
  type: BuyType,
  prices: BuyPrices,
  fillsNow: boolean,
): Decimal | undefined =>
  (fillsNow ? atOncePrice(type, prices) : undefined) ?? worstBuyPrice(type, prices);

/**
 * The price a buy is expected to open at, which its stop loss must be below and its take
 * profit above: the limit, else the stop, else the last price.
 */
export const entryReference = (
  type: BuyType,
  prices: { limit?: Decimal | undefined; stop?: Decimal | undefined; last?: Decimal | undefined },
): Decimal | undefined =>
  hasLimit(type) ? prices.limit : type === 'stop' ? prices.stop : prices.last;

export interface BuyCost {
  notional: Decimal;
  fee: Decimal;
  /** Notional plus fee, exact: what a fill at this price takes from cash. */
  total: Decimal;
}

/** What buying `quantity` at `price` costs: the notional, its fee and both together. */
export const buyCost = (
  terms: FeeTerms,
  market: string,
  price: Decimal,
  quantity: Decimal.Value,
): BuyCost => {
  const notional = price.times(quantity);
  const fee = tradeFee(terms, market, notional);
  return { notional, fee, total: notional.plus(fee) };
};

/**
 * The hold of a waiting buy: the cost at its worst price, fee included. Rounding: up to the
 * cent (ROUND_UP), so that the hold always covers the fill.
 */
export const holdAmount = (
  terms: FeeTerms,
  market: string,
  worstPrice: Decimal,
  quantity: Decimal.Value,
): Decimal =>
  buyCost(terms, market, worstPrice, quantity).total.toDecimalPlaces(2, Decimal.ROUND_UP);

/**
 * The cash a buy needs to be placed: what it costs at the ask when it fills as it is placed,
 * else the hold at its worst price. Undefined while a price it needs is unknown.
 */
export const cashToPlace = (
  terms: FeeTerms,
  market: string,
  order: { type: BuyType; quantity: Decimal.Value } & BuyPrices,
  fillsNow: boolean,
): Decimal | undefined => {
  const now = fillsNow ? atOncePrice(order.type, order) : undefined;
  if (now) return buyCost(terms, market, now, order.quantity).total;
  const worst = worstBuyPrice(order.type, order);
  return worst && holdAmount(terms, market, worst, order.quantity);
};
