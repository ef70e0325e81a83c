import { Decimal } from '../money.ts';
import type { FeeTerms } from './fee-schedule.ts';
import { buyCost } from './order-prices.ts';

/**
 * The shares a recurring plan's amount buys at the ask (issue 30 item 2): whole lots, as many
 * as the amount pays for with their fee; zero when one lot with its fee costs more. What is
 * left of the amount stays in cash.
 */
export const sharesForAmount = (
  terms: FeeTerms,
  market: string,
  ask: Decimal,
  lotSize: number,
  amount: Decimal,
): Decimal => {
  const lot = new Decimal(lotSize);
  let lots = amount.dividedBy(ask.times(lot)).floor();
  // The fee only ever takes lots away: from the most the price allows, down to what pays it.
  while (lots.gt(0) && buyCost(terms, market, ask, lots.times(lot)).total.gt(amount))
    lots = lots.minus(1);
  return lots.times(lot);
};
