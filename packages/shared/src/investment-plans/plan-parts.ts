import { currencyDecimals } from '../format/number-format.ts';
import { Decimal } from '../money.ts';

/**
 * The part of a basket plan's amount each instrument buys with (issue 30 item 2): the amount
 * times its weight in percent, rounded down to the currency's unit, so the parts never add up
 * to more than the amount. What rounding leaves, and what a part does not spend on whole lots,
 * stays in cash. A plan of one instrument has one part of weight 100: the whole amount.
 */
export const planPartAmounts = (
  amount: Decimal.Value,
  weights: readonly number[],
  currency: string,
): Decimal[] =>
  weights.map((weight) =>
    new Decimal(amount)
      .times(weight)
      .div(100)
      .toDecimalPlaces(currencyDecimals(currency), Decimal.ROUND_DOWN),
  );
