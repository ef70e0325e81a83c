import type { Decimal } from '@brokerage/shared';
import { tradeFee, type FeeTerms } from '@brokerage/shared/order-rules';
import type { Executor } from '../../db/client.ts';
import type { CustomerEvent } from '../../lib/events/customer-events.ts';
import type { IdempotencyClaim, TakenKey } from '../../lib/idempotency/idempotency.ts';
import type { LiveQuote } from '../../market/hub/index.ts';
import { executedFrom, fillArguments } from './execute-fill.ts';
import { callBuyAtOnce, orderToJson } from './fill-path.repository.ts';
import type { FillRow, NewOrder, OrderRow } from './trading.repository.ts';

export interface Execution {
  quote: LiveQuote;
  price: Decimal;
  at: Date;
  terms: FeeTerms;
  /** Where the price came from: the quote's feed, or 'block-deal' for a negotiated price. */
  source: string;
}

export interface BoughtAtOnce {
  order: OrderRow;
  fill: FillRow;
  /** The customer's 'order.updated' event, stored with the order: announce it once committed. */
  event: CustomerEvent;
}

/** The order's Idempotency-Key was taken before: nothing was written. */
export interface KeyTaken {
  taken: TakenKey;
}

export type BoughtJson =
  | Parameters<typeof executedFrom>[0]
  | { taken: { scope: string; request_hash: string; response: unknown } };

/** The four arguments of `trade_buy_at_once` for one buy, as JSON (the batcher sends many). */
export interface BuyAtOnceArguments {
  order: Record<string, unknown>;
  fill: Record<string, unknown>;
  entry: Record<string, unknown>;
  claim: { customer_id: number; key: string; scope: string; request_hash: string } | null;
}

export const buyAtOnceArguments = (
  values: NewOrder,
  execution: Execution,
  claim: IdempotencyClaim | null,
): BuyAtOnceArguments => {
  const { price, at, quote } = execution;
  const fee = tradeFee(execution.terms, values.market, price.times(values.quantity));
  const { fill, entry } = fillArguments(values, {
    price,
    fee,
    quote,
    source: execution.source,
    at,
    actor: `customer:${values.customerId}`,
  });
  return {
    order: orderToJson(values),
    fill,
    entry,
    claim: claim && {
      customer_id: claim.customerId,
      key: claim.key,
      scope: claim.scope,
      request_hash: claim.requestHash,
    },
  };
};

/** What `trade_buy_at_once` answered, as the caller reads it. */
export const boughtFrom = (bought: BoughtJson): BoughtAtOnce | KeyTaken => {
  if ('taken' in bought) {
    const { scope, request_hash: requestHash, response } = bought.taken;
    return { taken: { scope, requestHash, response } };
  }
  const executed = executedFrom(bought);
  if (!executed.filled) throw new Error('a buy at once has no hold to be refused against');
  return executed;
};

/**
 * A buy that fills as it is placed: the order, its lot, its receipt and its event are
 * written and the cost and fee leave cash in one ledger entry, by one database call
 * (`trade_buy_at_once` in db/functions, a claim of the key around `execute_fill`, the one fill
 * path) in the executor's transaction, or in a transaction of its own when it is given the
 * database. No hold is needed because nothing waits; a balance that cannot pay fails it
 * (INSUFFICIENT_FUNDS) and nothing is written. With a claim, the Idempotency-Key is claimed
 * by the same call and keeps the answer; when the key was taken before, nothing is written
 * and the taken key is answered for the caller to judge (firstAnswer in lib/idempotency).
 * The event is stored unannounced: announce it once committed (see executeFill).
 */
export const buyAtOnce = async (
  db: Executor,
  values: NewOrder,
  execution: Execution,
  claim: IdempotencyClaim | null,
): Promise<BoughtAtOnce | KeyTaken> => {
  const call = buyAtOnceArguments(values, execution, claim);
  const bought = await callBuyAtOnce<BoughtJson>(db, call);
  if (!bought) throw new Error('trade_buy_at_once answered nothing');
  return boughtFrom(bought);
};
