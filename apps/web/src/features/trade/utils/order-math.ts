import { Decimal, quantitySchema } from '@brokerage/shared';

/**
 * The handling fee as the server charges it by default (trading settings): a rate of the
 * amount with a minimum in the instrument's currency, per market, less the VIP discount.
 * Operators may change the settings, so the screen calls this an estimate; the server
 * computes the fee that is taken.
 */
const FEE_RULES: Record<string, { rate: string; minimum: string }> = {
  HK: { rate: '0.001', minimum: '5' },
  TW: { rate: '0.001425', minimum: '20' },
};
const DEFAULT_FEE = { rate: '0.001', minimum: '1' };
const VIP_DISCOUNT = '0.2';

export const feeRule = (market: string): { rate: string; minimum: string } =>
  FEE_RULES[market] ?? DEFAULT_FEE;

/** Fee estimate; rounding: up to the cent, as the server does. */
export const estimateFee = (market: string, amount: Decimal, vip: boolean): Decimal => {
  const rule = feeRule(market);
  const gross = Decimal.max(amount.times(rule.rate), new Decimal(rule.minimum));
  const net = vip ? gross.times(new Decimal(1).minus(VIP_DISCOUNT)) : gross;
  return net.toDecimalPlaces(2, Decimal.ROUND_UP);
};

const DECIMAL = /^\d{1,20}(\.\d{1,8})?$/;

/** A positive decimal string, or undefined. */
export const positivePrice = (text: string): Decimal | undefined => {
  const value = text.trim();
  if (!DECIMAL.test(value)) return undefined;
  const price = new Decimal(value);
  return price.gt(0) ? price : undefined;
};

export type OrderKind = 'market' | 'limit' | 'stop' | 'stop_limit';

export interface OrderInput {
  type: OrderKind;
  quantity: string;
  /** The limit price of a limit or stop-limit order. */
  price: string;
  /** The stop price of a stop or stop-limit order. */
  stopPrice: string;
  stopLoss: string;
  takeProfit: string;
}

export interface OrderRules {
  lotSize: number;
  tickSize: string;
  /** The last price; a limit price more than 30 % away from it is refused as a likely mistake. */
  last: Decimal | undefined;
  /** The ask; a buy stop at or below it would trigger at once. */
  ask?: Decimal | undefined;
}

export const hasStop = (type: OrderKind): type is 'stop' | 'stop_limit' =>
  type === 'stop' || type === 'stop_limit';
export const hasLimit = (type: OrderKind): type is 'limit' | 'stop_limit' =>
  type === 'limit' || type === 'stop_limit';

/** The server's price band around the last price for limit orders. */
export const PRICE_BAND = '0.3';

/** Market orders reserve this much above the ask so the price may move before the fill. */
export const MARKET_ORDER_COLLAR = '0.02';

/**
 * The price the server needs cash for. A market or limit buy that fills as it is placed (its
 * market open, the quote fresh, the ask within the limit) pays the ask. One that waits
 * reserves the worst price it may fill at: the limit (limit and stop-limit), the stop plus
 * the collar (a stop becomes a market order), or the ask plus the collar.
 */
export const reservedPrice = (
  type: OrderKind,
  prices: { limit: Decimal | undefined; stop: Decimal | undefined; ask: Decimal | undefined },
  fillsNow: boolean,
): Decimal | undefined => {
  const { ask, limit } = prices;
  if (fillsNow && ask && (type === 'market' || (type === 'limit' && limit && ask.lte(limit))))
    return ask;
  if (hasLimit(type)) return limit;
  const base = type === 'stop' ? prices.stop : prices.ask;
  return base?.times(new Decimal(1).plus(MARKET_ORDER_COLLAR));
};

export interface OrderProblem {
  /** Translation key and its values. */
  key: string;
  values?: Record<string, string>;
}

export type OrderProblems = Partial<Record<keyof OrderInput, OrderProblem>>;

const onTick = (price: Decimal, tick: string): boolean =>
  new Decimal(tick).lte(0) || price.mod(tick).eq(0);

/**
 * What the server would refuse, said before the customer confirms (seed section 5:
 * 'Minimum unit 1', 'wrong amount', 'Price is required.'). Empty when the order can go.
 */
export const checkOrder = (input: OrderInput, rules: OrderRules): OrderProblems => {
  const problems: OrderProblems = {};
  const quantity = quantitySchema.safeParse(input.quantity);
  if (!quantity.success) problems.quantity = { key: 'validation.minimumUnit' };
  else if (rules.lotSize > 1 && !new Decimal(quantity.data).mod(rules.lotSize).eq(0))
    problems.quantity = { key: 'errors.LOT_SIZE', values: { lot: String(rules.lotSize) } };

  const tickProblem = (price: Decimal): OrderProblem | undefined =>
    onTick(price, rules.tickSize)
      ? undefined
      : { key: 'errors.PRICE_TICK', values: { tick: new Decimal(rules.tickSize).toFixed() } };

  const outOfBand = (price: Decimal): boolean =>
    rules.last !== undefined && price.minus(rules.last).abs().gt(rules.last.times(PRICE_BAND));

  let stop: Decimal | undefined;
  if (hasStop(input.type)) {
    stop = positivePrice(input.stopPrice);
    if (input.stopPrice.trim() === '') problems.stopPrice = { key: 'validation.stopPriceRequired' };
    else if (!stop) problems.stopPrice = { key: 'validation.wrongAmount' };
    else if (tickProblem(stop)) problems.stopPrice = tickProblem(stop);
    else if (outOfBand(stop)) problems.stopPrice = { key: 'errors.PRICE_OUT_OF_RANGE' };
    else if (rules.ask && stop.lte(rules.ask))
      problems.stopPrice = {
        key: 'errors.STOP_NOT_ABOVE_ASK',
        values: { ask: rules.ask.toFixed() },
      };
  }

  let limit: Decimal | undefined;
  if (hasLimit(input.type)) {
    limit = positivePrice(input.price);
    if (input.price.trim() === '') problems.price = { key: 'validation.priceRequired' };
    else if (!limit) problems.price = { key: 'validation.wrongAmount' };
    else if (tickProblem(limit)) problems.price = tickProblem(limit);
    else if (outOfBand(limit)) problems.price = { key: 'errors.PRICE_OUT_OF_RANGE' };
    else if (input.type === 'stop_limit' && stop && limit.lt(stop))
      problems.price = { key: 'errors.STOP_LIMIT_BELOW_STOP' };
  }

  // As on the server: stops are compared with the limit price, the stop price, or the last price.
  const reference = hasLimit(input.type) ? limit : input.type === 'stop' ? stop : rules.last;
  if (input.stopLoss.trim() !== '') {
    const stop = positivePrice(input.stopLoss);
    if (!stop) problems.stopLoss = { key: 'validation.wrongAmount' };
    else if (tickProblem(stop)) problems.stopLoss = tickProblem(stop);
    else if (reference && stop.gte(reference))
      problems.stopLoss = { key: 'errors.STOP_LOSS_INVALID' };
  }
  if (input.takeProfit.trim() !== '') {
    const take = positivePrice(input.takeProfit);
    if (!take) problems.takeProfit = { key: 'validation.wrongAmount' };
    else if (tickProblem(take)) problems.takeProfit = tickProblem(take);
    else if (reference && take.lte(reference))
      problems.takeProfit = { key: 'errors.TAKE_PROFIT_INVALID' };
  }
  return problems;
};

/** Live floating P/L of a lot: what selling at the bid would bring, (bid - open) x quantity. */
export const floatingPnl = (bid: string, openPrice: string, quantity: string): string =>
  new Decimal(bid).minus(openPrice).times(quantity).toFixed();

/** Shares of a position that are not already being closed. */
export const closableQuantity = (quantity: string, closing: string): string =>
  Decimal.max(new Decimal(quantity).minus(closing), 0).toFixed(0);
