import { Decimal } from '../money.ts';
import { tickProblem, type OrderProblem } from './order-checks.ts';

/**
 * How far from the last price an alert may be set (issue 31 item 12): half of it either way.
 * Wider than an order's band (an alert waits for a move), narrow enough that a slip of the
 * finger (99,999,999,999) is refused instead of stored as an alert that can never fire.
 */
export const ALERT_BAND = new Decimal('0.5');

/**
 * What is wrong with an alert's price: off the instrument's tick, or outside the band around
 * the last price when one is known (the range is named in the message). Undefined when fine.
 */
export const alertPriceProblem = (
  price: Decimal,
  rules: { tickSize: string; last?: Decimal | undefined },
): OrderProblem | undefined => {
  const offTick = tickProblem(price, rules.tickSize);
  if (offTick) return offTick;
  if (rules.last === undefined || rules.last.lte(0)) return undefined;
  const minimum = rules.last.times(new Decimal(1).minus(ALERT_BAND));
  const maximum = rules.last.times(new Decimal(1).plus(ALERT_BAND));
  return price.lt(minimum) || price.gt(maximum)
    ? {
        code: 'ALERT_PRICE_OUT_OF_RANGE',
        values: { minimum: minimum.toFixed(), maximum: maximum.toFixed() },
      }
    : undefined;
};
