import type { Decimal } from '@brokerage/shared';
import { tradeFee, type FeeTerms } from '@brokerage/shared/order-rules';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowFrom, rowToJson } from '../../db/row-json.ts';
import { customerEvents, fills, orders } from '../../db/schema/index.ts';
import { entryLegs, ledgerFailure, type EntryInput } from '../../ledger/entries.ts';
import { entryText } from '../../ledger/memo.ts';
import { toEvent, type CustomerEvent } from '../../lib/events/customer-events.ts';
import type { IdempotencyClaim, TakenKey } from '../../lib/idempotency/idempotency.ts';
import type { LiveQuote } from '../../market/hub/index.ts';
import { receiptValues } from './fill-order.ts';
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

type BoughtJson =
  | {
      order: Record<string, unknown>;
      fill: Record<string, unknown>;
      event: Record<string, unknown>;
    }
  | {
      taken: { scope: string; request_hash: string; response: unknown };
    };

/**
 * A buy that fills as it is placed: the order, its lot, its receipt and its event are
 * written and the cost and fee leave cash in one ledger entry, by one database call
 * (`trade_buy_at_once` in the migrations) in the executor's transaction, or in a
 * transaction of its own when it is given the database. No hold is needed because
 * nothing waits; a balance that cannot pay fails it (INSUFFICIENT_FUNDS) and nothing is
 * written. With a claim, the Idempotency-Key is claimed by the same call and keeps the
 * answer; when the key was taken before, nothing is written and the taken key is answered
 * for the caller to judge (firstAnswer in lib/idempotency).
 */
export const buyAtOnce = async (
  db: Executor,
  values: NewOrder,
  execution: Execution,
  claim: IdempotencyClaim | null,
): Promise<BoughtAtOnce | KeyTaken> => {
  const { price, at, quote } = execution;
  const notional = price.times(values.quantity);
  const fee = tradeFee(execution.terms, values.market, notional);
  const entry: EntryInput = {
    type: 'order.buy',
    customerId: values.customerId,
    ...entryText('buy', { quantity: values.quantity, key: values.instrumentKey }),
    actor: `customer:${values.customerId}`,
    legs: [
      {
        account: { customerId: values.customerId, kind: 'cash', currency: values.currency },
        amount: notional.plus(fee).neg().toFixed(),
      },
      {
        account: { platform: 'counterparty', currency: values.currency },
        amount: notional.toFixed(),
      },
      ...(fee.isZero()
        ? []
        : [
            {
              account: { platform: 'fees' as const, currency: values.currency },
              amount: fee.toFixed(),
            },
          ]),
    ],
  };
  const ledger = {
    type: entry.type,
    description: entry.description,
    memo: entry.memo,
    actor: entry.actor,
    legs: entryLegs(entry),
  };
  const key = claim && {
    customer_id: claim.customerId,
    key: claim.key,
    scope: claim.scope,
    request_hash: claim.requestHash,
  };
  const receipt = receiptValues(quote, { price, fee, at, source: execution.source });
  let bought: BoughtJson | undefined;
  try {
    const result = await db.execute<{ bought: BoughtJson }>(sql`
      SELECT trade_buy_at_once(${JSON.stringify(rowToJson(orders, values))}::jsonb,
        ${JSON.stringify(rowToJson(fills, receipt))}::jsonb, ${JSON.stringify(ledger)}::jsonb,
        ${key && JSON.stringify(key)}::jsonb) AS bought`);
    bought = result.rows[0]?.bought;
  } catch (error) {
    throw ledgerFailure(error);
  }
  if (!bought) throw new Error('trade_buy_at_once answered nothing');
  if ('taken' in bought) {
    const { scope, request_hash: requestHash, response } = bought.taken;
    return { taken: { scope, requestHash, response } };
  }
  return {
    order: rowFrom(orders, bought.order),
    fill: rowFrom(fills, bought.fill),
    event: toEvent(rowFrom(customerEvents, bought.event)),
  };
};
