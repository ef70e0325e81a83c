import { Decimal, quantitySchema } from '@brokerage/shared';
import {
  buyOrderProblems,
  hasLimit,
  hasStop,
  trailingProblem,
  type BuyType,
  type OrderProblem as RuleProblem,
} from '@brokerage/shared/order-rules';

/*
 * What is left here is the form's own work: reading what the customer typed. The rules (fee,
 * collar, band, lot, tick, stops) are the server's, from @brokerage/shared/order-rules.
 */

const DECIMAL = /^\d{1,20}(\.\d{1,8})?$/;

/** A positive decimal string, or undefined. */
export const positivePrice = (text: string): Decimal | undefined => {
  const value = text.trim();
  if (!DECIMAL.test(value)) return undefined;
  const price = new Decimal(value);
  return price.gt(0) ? price : undefined;
};

export type OrderKind = BuyType;

export interface OrderInput {
  type: OrderKind;
  quantity: string;
  /** The limit price of a limit or stop-limit order. */
  price: string;
  /** The stop price of a stop or stop-limit order. */
  stopPrice: string;
  /** The stop loss price (`stopMode` fixed), or the distance it trails by (amount or percent). */
  stopLoss: string;
  stopMode: 'fixed' | 'amount' | 'percent';
  takeProfit: string;
  takeProfitKind: 'market' | 'limit';
}

export interface OrderRules {
  lotSize: number;
  tickSize: string;
  /** The last price; a limit price too far from it is refused as a likely mistake. */
  last: Decimal | undefined;
  /** The ask; a buy stop at or below it would trigger at once. */
  ask?: Decimal | undefined;
  /** The bid a trailing stop would start from if the order filled now. */
  bid?: Decimal | undefined;
}

export interface OrderProblem {
  /** Translation key and its values. */
  key: string;
  values?: Record<string, string>;
}

export type OrderProblems = Partial<Record<keyof OrderInput, OrderProblem>>;
const FIELDS = ['quantity', 'stopPrice', 'price', 'stopLoss', 'takeProfit'] as const;

/** The typed prices the order uses, read; undefined where the text is not a positive price. */
export const orderPrices = (input: OrderInput) => ({
  limit: hasLimit(input.type) ? positivePrice(input.price) : undefined,
  stop: hasStop(input.type) ? positivePrice(input.stopPrice) : undefined,
});

const translated = (problem: RuleProblem | undefined): OrderProblem | undefined =>
  problem && { key: `errors.${problem.code}`, ...(problem.values && { values: problem.values }) };

/** What the text of an optional or required price field says before any rule: blank, junk. */
const unreadable = (text: string, required: string | undefined): OrderProblem | undefined => {
  if (text.trim() === '') return required ? { key: required } : undefined;
  return positivePrice(text) ? undefined : { key: 'validation.wrongAmount' };
};

/**
 * What the server would refuse, said before the customer confirms (seed section 5:
 * 'Minimum unit 1', 'wrong amount', 'Price is required.'), then the shared order rules on
 * what could be read. Empty when the order can go.
 */
export const checkOrder = (input: OrderInput, rules: OrderRules): OrderProblems => {
  const quantity = quantitySchema.safeParse(input.quantity);
  const { limit, stop } = orderPrices(input);
  const typedStop = positivePrice(input.stopLoss);
  const trailing =
    input.stopMode !== 'fixed' && typedStop
      ? { kind: input.stopMode, distance: typedStop }
      : undefined;
  const shared = buyOrderProblems(
    {
      type: input.type,
      quantity: quantity.success ? new Decimal(quantity.data) : undefined,
      limit,
      stop,
      stopLoss: input.stopMode === 'fixed' ? typedStop : undefined,
      takeProfit: positivePrice(input.takeProfit),
    },
    { lotSize: rules.lotSize, tickSize: rules.tickSize },
    { last: rules.last, ask: rules.ask },
  );
  const problems: OrderProblems = {
    quantity: quantity.success ? translated(shared.quantity) : { key: 'validation.minimumUnit' },
    stopPrice: hasStop(input.type)
      ? (unreadable(input.stopPrice, 'validation.stopPriceRequired') ??
        translated(shared.stopPrice))
      : undefined,
    price: hasLimit(input.type)
      ? (unreadable(input.price, 'validation.priceRequired') ?? translated(shared.price))
      : undefined,
    stopLoss:
      unreadable(input.stopLoss, undefined) ??
      translated(trailing ? trailingProblem(trailing, rules.tickSize, rules.bid) : shared.stopLoss),
    takeProfit: unreadable(input.takeProfit, undefined) ?? translated(shared.takeProfit),
  };
  for (const field of FIELDS) if (!problems[field]) delete problems[field];
  return problems;
};

/**
 * Live floating P/L of a lot: what selling at the bid would bring less what the shares cost,
 * bid x quantity - cost (the lot's exact cost, which a split keeps, not the shown price per share).
 */
export const floatingPnl = (bid: string, quantity: string, cost: string): string =>
  new Decimal(bid).times(quantity).minus(cost).toFixed();

/** Shares of a position that are not already being closed. */
export const closableQuantity = (quantity: string, closing: string): string =>
  Decimal.max(new Decimal(quantity).minus(closing), 0).toFixed(0);
