import type { Decimal } from '@brokerage/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowFrom, rowToJson } from '../../db/row-json.ts';
import { customerEvents, fills, orders } from '../../db/schema/index.ts';
import { entryLegs, ledgerFailure, type EntryInput } from '../../ledger/entries.ts';
import { entryText } from '../../ledger/memo.ts';
import { toEvent, type CustomerEvent } from '../../lib/events/customer-events.ts';
import type { LiveQuote } from '../../market/hub/index.ts';
import { receiptValues } from './fill-order.ts';
import { tradeFee, type FeeTerms } from './trading-settings.ts';
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

interface BoughtJson {
  order: Record<string, unknown>;
  fill: Record<string, unknown>;
  event: Record<string, unknown>;
}

/**
 * A buy that fills as it is placed: the order, its lot, its receipt and its event are
 * written and the cost and fee leave cash in one ledger entry, by one database call
 * (`trade_buy_at_once` in the migrations) in the executor's transaction, or in a
 * transaction of its own when it is given the database. No hold is needed because
 * nothing waits; a balance that cannot pay fails it (INSUFFICIENT_FUNDS) and nothing is
 * written. Answers null when the order's Idempotency-Key was used before: the caller
 * answers the first order.
 */
export const buyAtOnce = async (
  db: Executor,
  values: NewOrder,
  execution: Execution,
): Promise<BoughtAtOnce | null> => {
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
  const { requestHash, legs } = entryLegs(entry);
  const ledger = {
    type: entry.type,
    description: entry.description,
    memo: entry.memo,
    actor: entry.actor,
    request_hash: requestHash,
    legs,
  };
  const receipt = receiptValues(quote, { price, fee, at, source: execution.source });
  let bought: BoughtJson | null | undefined;
  try {
    const result = await db.execute<{ bought: BoughtJson | null }>(sql`
      SELECT trade_buy_at_once(${JSON.stringify(rowToJson(orders, values))}::jsonb,
        ${JSON.stringify(rowToJson(fills, receipt))}::jsonb, ${JSON.stringify(ledger)}::jsonb) AS bought`);
    bought = result.rows[0]?.bought;
  } catch (error) {
    throw ledgerFailure(error);
  }
  if (!bought) return null;
  return {
    order: rowFrom(orders, bought.order),
    fill: rowFrom(fills, bought.fill),
    event: toEvent(rowFrom(customerEvents, bought.event)),
  };
};
