import type { Decimal } from '@brokerage/shared';
import type { Executor } from '../../db/client.ts';
import { postEntry } from '../../ledger/entries.ts';
import type { LiveQuote } from '../../market/hub/index.ts';
import { insertFill, openLot } from './fill-order.ts';
import { tradeFee, type FeeTerms } from './trading-settings.ts';
import {
  insertOrderOnce,
  type FillRow,
  type NewOrder,
  type OrderRow,
} from './trading.repository.ts';
import { entryText } from '../../ledger/memo.ts';

export interface Execution {
  quote: LiveQuote;
  price: Decimal;
  at: Date;
  terms: FeeTerms;
  /** Where the price came from: the quote's feed, or 'block-deal' for a negotiated price. */
  source: string;
}

/**
 * A buy that fills as it is placed: the order, its lot and its receipt are written and
 * the cost and fee leave cash in one ledger entry, all in the caller's transaction. No
 * hold is needed because nothing waits; a balance that cannot pay fails the transaction
 * (INSUFFICIENT_FUNDS) and nothing is written. Answers null when the order's
 * Idempotency-Key was used before: the caller answers the first order.
 */
export const buyAtOnce = async (
  tx: Executor,
  values: NewOrder,
  execution: Execution,
): Promise<{ order: OrderRow; fill: FillRow } | null> => {
  const order = await insertOrderOnce(tx, { ...values, status: 'filled' });
  if (!order) return null;
  const { price, at } = execution;
  const notional = price.times(order.quantity);
  const fee = tradeFee(execution.terms, order.market, notional);
  // The lot first: the ledger entry, which locks the platform's accounts, comes late.
  await openLot(tx, order, { price, fee, at });
  const entry = await postEntry(tx, {
    type: 'order.buy',
    customerId: order.customerId,
    ...entryText('buy', { quantity: order.quantity, key: order.instrumentKey }),
    reference: `O${order.id}`,
    actor: `customer:${order.customerId}`,
    legs: [
      {
        account: { customerId: order.customerId, kind: 'cash', currency: order.currency },
        amount: notional.plus(fee).neg().toFixed(),
      },
      {
        account: { platform: 'counterparty', currency: order.currency },
        amount: notional.toFixed(),
      },
      ...(fee.isZero()
        ? []
        : [
            {
              account: { platform: 'fees' as const, currency: order.currency },
              amount: fee.toFixed(),
            },
          ]),
    ],
  });
  const fill = await insertFill(tx, order, execution.quote, {
    price,
    fee,
    entryId: entry.id,
    at,
    source: execution.source,
  });
  return { order, fill };
};
