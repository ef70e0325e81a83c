import type { Decimal } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import { platformShard } from '../../ledger/entries.ts';
import { entryText } from '../../ledger/memo.ts';
import { toEvent, type CustomerEvent } from '../../lib/events/customer-events.ts';
import type { LiveQuote } from '../../market/hub/index.ts';
import {
  callExecuteFill,
  customerEventFromJson,
  fillFromJson,
  fillToJson,
  orderFromJson,
  orderToJson,
} from './fill-path.repository.ts';
import type { FillRow, NewOrder, OrderRow } from './trading.repository.ts';

/**
 * What a fill is priced at; everything else is decided by `execute_fill` (db/functions).
 */
export interface FillTerms {
  /** Per share: the quote's ask for a buy, its bid for a sell, a block deal's or a listing's price. */
  price: Decimal;
  /** From `@brokerage/shared/order-rules` (tradeFee, saleFee) and the `trading.fees` setting. */
  fee: Decimal;
  /** The quote of the moment: its bid, ask, last and time go on the receipt beside the price. */
  quote: Pick<LiveQuote, 'bid' | 'ask' | 'close' | 'time'>;
  /** Where the price came from: the quote's feed, 'block-deal', an IPO's listing... */
  source: string;
  at: Date;
  /** Who the ledger entry names: `customer:<id>` for a buy at once, `system:matcher`... */
  actor: string;
}

/** Which order fills: one placed and filled at once, or one that was waiting. */
export type FillTarget =
  /** A buy placed and filled in one go, paid from cash (no hold). */
  | { placed: NewOrder }
  /**
   * A pending order, locked by the caller: a buy pays from its hold (a fill past the hold is
   * refused, PRICE_MOVED), a sell closes the part of its lot promised to it.
   */
  | { pending: OrderRow };

export type Executed =
  | { filled: true; order: OrderRow; fill: FillRow; event: CustomerEvent }
  /** A buy whose cost moved past its hold: the order is refused and the hold returned. */
  | { filled: false; order: OrderRow; event: CustomerEvent };

/** The arguments `execute_fill` and `trade_buy_at_once` take beside the order, as JSON. */
export const fillArguments = (
  order: Pick<OrderRow, 'customerId' | 'side' | 'quantity' | 'instrumentKey'>,
  terms: FillTerms,
) => ({
  fill: fillToJson({
    price: terms.price.toFixed(),
    fee: terms.fee.toFixed(),
    bid: terms.quote.bid,
    ask: terms.quote.ask,
    last: terms.quote.close,
    quoteTime: new Date(terms.quote.time),
    priceSource: terms.source,
    filledAt: terms.at,
  }),
  entry: {
    ...entryText(order.side === 'buy' ? 'buy' : 'sell', {
      quantity: order.quantity,
      key: order.instrumentKey,
    }),
    actor: terms.actor,
    shard: platformShard(order.customerId),
  },
});

type ExecutedJson = {
  order: Record<string, unknown>;
  fill?: Record<string, unknown>;
  event: Record<string, unknown>;
};

/** The rows `execute_fill` answers (numbers as text) as drizzle reads them. */
export const executedFrom = (json: ExecutedJson): Executed => {
  const order = orderFromJson(json.order);
  const event = toEvent(customerEventFromJson(json.event));
  return json.fill
    ? { filled: true, order, fill: fillFromJson(json.fill), event }
    : { filled: false, order, event };
};

/**
 * Fills one order through the one fill path, `execute_fill` (db/functions/execute-fill.sql),
 * in the caller's transaction: the lot, the ledger entry (settling the hold of a waiting buy),
 * the receipt, the order's status and the customer's event are written by that one call, for
 * every kind of fill (a buy at once, a limit or market order from the book, a close, a stop
 * loss or take profit, a block deal, an IPO listing). The event is stored unannounced: the
 * caller hands it to `announceAfterCommit` (or, for the batcher's own transaction, announces
 * it once that committed), and the outbox relay does if it never gets to
 * (lib/events/event-outbox.ts). A balance that cannot pay
 * fails with INSUFFICIENT_FUNDS and the caller's transaction must roll back.
 */
export const executeFill = async (
  tx: Executor,
  target: FillTarget,
  terms: FillTerms,
): Promise<Executed> => {
  const order = 'placed' in target ? target.placed : target.pending;
  const which =
    'placed' in target ? { order: orderToJson(target.placed) } : { order_id: target.pending.id };
  const executed = await callExecuteFill<ExecutedJson>(tx, {
    ...which,
    ...fillArguments(order, terms),
  });
  if (!executed) throw new Error('execute_fill answered nothing');
  return executedFrom(executed);
};
