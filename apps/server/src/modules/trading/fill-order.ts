import { Decimal } from '@brokerage/shared';
import { crossingPrice, saleFee, tradeFee } from '@brokerage/shared/order-rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { fills, positions } from '../../db/schema/index.ts';
import { postEntry } from '../../ledger/entries.ts';
import { postHold, voidHold } from '../../ledger/holds.ts';
import type { LiveQuote } from '../../market/hub/index.ts';
import { armStop } from './stop-orders.ts';
import { feeTerms } from './trading-settings.ts';
import {
  heldAmount,
  lockPosition,
  updateOrder,
  type FillRow,
  type OrderRow,
} from './trading.repository.ts';
import { entryText } from '../../ledger/memo.ts';

export type FillOutcome = { filled: true; order: OrderRow } | { filled: false; order: OrderRow };

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

/** What an execution receipt says of the fill: its price and fee, and the quote of the moment. */
export const receiptValues = (
  quote: LiveQuote,
  values: { price: Decimal; fee: Decimal; at: Date; source: string },
) => ({
  price: values.price.toFixed(),
  fee: values.fee.toFixed(),
  bid: quote.bid,
  ask: quote.ask,
  last: quote.close,
  quoteTime: new Date(quote.time),
  priceSource: values.source,
  filledAt: values.at,
});

/** Writes the execution receipt: the price, the fee and the quote of the moment. */
export const insertFill = async (
  tx: Executor,
  order: OrderRow,
  quote: LiveQuote,
  values: { price: Decimal; fee: Decimal; entryId: number; at: Date; source: string },
): Promise<FillRow> => {
  const [fill] = await tx
    .insert(fills)
    .values({
      ...receiptValues(quote, values),
      orderId: order.id,
      customerId: order.customerId,
      quantity: order.quantity,
      entryId: values.entryId,
    })
    .returning();
  if (!fill) throw new Error(`fill of order ${order.id} returned nothing`);
  return fill;
};

const recordFill = async (
  tx: Executor,
  order: OrderRow,
  quote: LiveQuote,
  values: Parameters<typeof insertFill>[3],
) => {
  await insertFill(tx, order, quote, values);
  return updateOrder(tx, order.id, { status: 'filled' });
};

/** Opens the lot a filled buy creates, with the order's stop loss and take profit. */
const openLot = async (
  tx: Executor,
  order: OrderRow,
  values: { price: Decimal; fee: Decimal; at: Date },
): Promise<void> => {
  await tx.insert(positions).values({
    customerId: order.customerId,
    instrumentId: order.instrumentId,
    instrumentKey: order.instrumentKey,
    currency: order.currency,
    quantity: order.quantity,
    openedQuantity: order.quantity,
    openPrice: values.price.toFixed(),
    openFee: values.fee.toFixed(),
    stopLoss: order.stopLoss,
    takeProfit: order.takeProfit,
    openedAt: values.at,
  });
};

/**
 * Fills a pending buy: the hold pays the counterparty and the fee, whatever it
 * reserved beyond that returns to cash in the same entry, and a lot opens.
 * A market buy whose cost has moved past its reservation is refused, never overdrawn.
 */
export const fillBuy = async (
  tx: Executor,
  order: OrderRow,
  quote: LiveQuote,
  price: Decimal,
  at: Date,
  /** Where the price came from: the quote's feed, or 'block-deal' for a negotiated price. */
  source: string = quote.source,
): Promise<FillOutcome> => {
  if (order.holdId === null) throw new Error(`buy order ${order.id} has no hold`);
  const notional = price.times(order.quantity);
  const fee = tradeFee(await feeTerms(tx, order.customerId), order.market, notional);
  const meta = {
    ...entryText('buy', { quantity: order.quantity, key: order.instrumentKey }),
    actor: 'system:matcher',
    reference: `O${order.id}`,
  };
  const reserved = await heldAmount(tx, order.holdId);
  if (reserved === null || notional.plus(fee).gt(reserved)) {
    await voidHold(tx, order.holdId, meta);
    return {
      filled: false,
      order: await updateOrder(tx, order.id, { status: 'refused', reason: 'PRICE_MOVED' }),
    };
  }
  // The lot first: the ledger entry, which locks the platform's accounts, comes last.
  await openLot(tx, order, { price, fee, at });
  const settled = await postHold(
    tx,
    order.holdId,
    [
      { platform: 'counterparty', amount: notional.toFixed() },
      ...(fee.isZero() ? [] : [{ platform: 'fees' as const, amount: fee.toFixed() }]),
    ],
    meta,
  );
  if (settled.settleEntryId === null)
    throw new Error(`hold ${order.holdId} settled without an entry`);
  return {
    filled: true,
    order: await recordFill(tx, order, quote, {
      price,
      fee,
      entryId: settled.settleEntryId,
      at,
      source,
    }),
  };
};

/**
 * Fills a pending close: the proceeds less the fee go to cash, the lot shrinks by the
 * quantity (closing when nothing is left) and the realised P/L counts both fees.
 */
const fillSell = async (
  tx: Executor,
  order: OrderRow,
  quote: LiveQuote,
  price: Decimal,
  at: Date,
): Promise<FillOutcome> => {
  if (order.positionId === null) throw new Error(`sell order ${order.id} closes no position`);
  const position = await lockPosition(tx, order.positionId);
  if (!position) throw new Error(`position ${order.positionId} vanished`);
  const quantity = new Decimal(order.quantity);
  const gross = price.times(quantity);
  // The fee never exceeds what the sale brings in: a close can never cost more than it pays.
  const fee = saleFee(await feeTerms(tx, order.customerId), order.market, gross);
  // Realised P/L of this part: price difference less this fee and the matching share of the opening fee.
  const openFeeShare = new Decimal(position.openFee).times(quantity).div(position.openedQuantity);
  const pnl = price
    .minus(position.openPrice)
    .times(quantity)
    .minus(fee)
    .minus(openFeeShare)
    .toDecimalPlaces(8, Decimal.ROUND_HALF_EVEN);
  const remaining = new Decimal(position.quantity).minus(quantity);
  await tx
    .update(positions)
    .set({
      quantity: remaining.toFixed(),
      closingQuantity: new Decimal(position.closingQuantity).minus(quantity).toFixed(),
      realizedPnl: new Decimal(position.realizedPnl).plus(pnl).toFixed(),
      ...(remaining.isZero() ? { status: 'closed', closedAt: at } : {}),
    })
    .where(eq(positions.id, position.id));
  const entry = await postEntry(tx, {
    type: 'order.sell',
    customerId: order.customerId,
    ...entryText('sell', { quantity: order.quantity, key: order.instrumentKey }),
    reference: `O${order.id}`,
    actor: 'system:matcher',
    legs: [
      {
        account: { platform: 'counterparty', currency: order.currency },
        amount: gross.neg().toFixed(),
      },
      {
        account: { customerId: order.customerId, kind: 'cash', currency: order.currency },
        amount: gross.minus(fee).toFixed(),
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
  return {
    filled: true,
    order: await recordFill(tx, order, quote, {
      price,
      fee,
      entryId: entry.id,
      at,
      source: quote.source,
    }),
  };
};

/** Fills a locked pending order against a quote, or leaves it waiting. */
export const tryFill = async (
  tx: Executor,
  order: OrderRow,
  quote: LiveQuote,
  at: Date,
): Promise<FillOutcome> => {
  const armed = await armStop(tx, order, quote, at);
  if (armed === null) return { filled: false, order };
  const price = fillPrice(armed, quote);
  if (price === null) return { filled: false, order: armed };
  return armed.side === 'buy'
    ? fillBuy(tx, armed, quote, price, at)
    : fillSell(tx, armed, quote, price, at);
};
