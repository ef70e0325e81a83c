import { Decimal } from '@brokerage/shared';
import { crossingPrice, saleFee, tradeFee } from '@brokerage/shared/order-rules';
import type { Executor } from '../../db/client.ts';
import type { LiveQuote } from '../../market/hub/index.ts';
import { executeFill, type Executed } from './execute-fill.ts';
import { armStop } from './stop-orders.ts';
import { feeTerms } from './trading-settings.ts';
import type { OrderRow } from './trading.repository.ts';

/** A fill, a refusal (with the event either writes), or an order left waiting. */
export type FillOutcome = Executed | { filled: false; order: OrderRow; event: null };

/**
 * The price an order may fill at against this quote, or null when it must wait:
 * a buy pays the ask (a limit buy only when the ask is at or below its limit), a
 * sell receives the bid (a limit sell only when the bid is at or above its limit).
 */
export const fillPrice = (
  order: Pick<OrderRow, 'side' | 'type' | 'limitPrice'>,
  quote: LiveQuote,
): Decimal | null =>
  crossingPrice(
    {
      side: order.side === 'buy' ? 'buy' : 'sell',
      limit:
        order.type === 'market' || order.limitPrice === null ? null : new Decimal(order.limitPrice),
    },
    { bid: new Decimal(quote.bid), ask: new Decimal(quote.ask) },
  );

/**
 * Fills a locked pending order against a quote through the one fill path (executeFill), or
 * leaves it waiting. Only the price and the fee are decided here: a buy pays the fee on its
 * cost (tradeFee), a sell the fee on its proceeds, never more than they bring in (saleFee).
 */
export const tryFill = async (
  tx: Executor,
  order: OrderRow,
  quote: LiveQuote,
  at: Date,
): Promise<FillOutcome> => {
  const waiting = { filled: false, order, event: null } as const;
  const armed = await armStop(tx, order, quote, at);
  if (armed === null) return waiting;
  const price = fillPrice(armed, quote);
  if (price === null) return { ...waiting, order: armed };
  const terms = await feeTerms(tx, armed.customerId);
  const value = price.times(armed.quantity);
  const fee =
    armed.side === 'buy'
      ? tradeFee(terms, armed.market, value)
      : saleFee(terms, armed.market, value);
  return executeFill(
    tx,
    { pending: armed },
    { price, fee, quote, source: quote.source, at, actor: 'system:matcher' },
  );
};
