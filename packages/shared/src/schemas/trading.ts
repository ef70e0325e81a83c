import { z } from 'zod/mini';
import { decimalString, instrumentKey, payPasswordSchema } from './common.ts';
import { DECIMAL_PATTERN } from '../decimal-text.ts';

/** Seed section 5: 'Minimum unit 1' — whole shares only. */
export const quantitySchema = z.string().check(
  z.trim(),
  z.regex(/^\d{1,12}$/, 'validation.minimumUnit'),
  z.refine((value) => !/^0+$/.test(value), 'validation.minimumUnit'),
);

/** Seed section 5: 'wrong amount' for a price that is not a positive amount. */
const priceSchema = z.string().check(
  z.trim(),
  z.regex(DECIMAL_PATTERN, 'validation.wrongAmount'),
  z.refine(
    (value) => !value.startsWith('-') && !/^0+(\.0+)?$/.test(value),
    'validation.wrongAmount',
  ),
);

export const trailingKind = z.enum(['amount', 'percent']);
export const takeProfitKind = z.enum(['market', 'limit']);
/** A stop loss that follows the bid up by an amount or a percent (order-rules/trailing-stop.ts). */
const trailingStop = z.object({ kind: trailingKind, distance: priceSchema });

const orderFields = {
  key: instrumentKey(),
  quantity: quantitySchema,
  stopLoss: z.optional(priceSchema),
  takeProfit: z.optional(priceSchema),
  /** Instead of a fixed stop loss: the lot's stop trails the bid from the fill on. */
  trailing: z.optional(trailingStop),
  /** The take profit sells at market once reached (default), or as a limit order at its level. */
  takeProfitKind: z.optional(takeProfitKind),
  /** Optional while trading is unlocked for the session (POST member/trade-unlock). */
  payPassword: z.optional(payPasswordSchema),
};

const limitPrice = z.pipe(z.string({ message: 'validation.priceRequired' }), priceSchema);
const stopPrice = z.pipe(z.string({ message: 'validation.stopPriceRequired' }), priceSchema);

/**
 * A buy opens a position; selling happens by closing one (no short selling). A stop buy
 * waits until the ask reaches its stop price, then works as a market order; a stop-limit
 * then works as a limit order at `price`.
 */
export const placeOrderRequest = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('market'), ...orderFields }),
    z.object({ type: z.literal('limit'), ...orderFields, price: limitPrice }),
    z.object({ type: z.literal('stop'), ...orderFields, stopPrice }),
    z.object({ type: z.literal('stop_limit'), ...orderFields, stopPrice, price: limitPrice }),
  ])
  .check(
    z.refine((order) => order.stopLoss === undefined || order.trailing === undefined, {
      message: 'validation.stopOrTrailing',
      path: ['trailing'],
    }),
  );

export const orderType = z.enum(['market', 'limit', 'stop', 'stop_limit']);

export const closePositionRequest = z.object({
  quantity: quantitySchema,
  type: z._default(z.enum(['market', 'limit']), 'market'),
  price: z.optional(priceSchema),
  payPassword: z.optional(payPasswordSchema),
});

/**
 * A new stop loss and take profit for an open lot (issue 31 item 10): each a price, or null to
 * clear it; both are sent, so the lot ends with exactly what the sheet showed. Instead of a
 * fixed stop loss, `trailing` sets a stop that follows the bid up by an amount or a percent
 * (issue 30 item 5; the rule: order-rules/trailing-stop.ts). `takeProfitKind` says whether the
 * take profit sells at market once reached, or as a limit order at its level (never below).
 */
export const positionStopsRequest = z
  .object({
    stopLoss: z.nullable(priceSchema),
    takeProfit: z.nullable(priceSchema),
    trailing: z._default(z.nullable(trailingStop), null),
    takeProfitKind: z._default(takeProfitKind, 'market'),
  })
  .check(
    z.refine((stops) => stops.stopLoss === null || stops.trailing === null, {
      message: 'validation.stopOrTrailing',
      path: ['trailing'],
    }),
  );
export type PositionStopsRequest = z.infer<typeof positionStopsRequest>;

export const tradeUnlockRequest = z.object({ payPassword: payPasswordSchema });
export const tradeUnlockResponse = z.object({ until: z.string() });
/** Whether this session may trade without the pay password, and until when (null: locked). */
export const tradeUnlockStatus = z.object({ until: z.nullable(z.string()) });
export type TradeUnlockStatus = z.infer<typeof tradeUnlockStatus>;

export const orderStatus = z.enum(['pending', 'filled', 'cancelled', 'refused']);

export const orderView = z.object({
  id: z.int(),
  key: z.string(),
  currency: z.string(),
  side: z.enum(['buy', 'sell']),
  type: orderType,
  quantity: z.string(),
  limitPrice: z.nullable(decimalString),
  /** The price that arms a stop or stop-limit. */
  stopPrice: z.nullable(decimalString),
  /** A stop that has been reached: it now works as a market (stop) or limit (stop-limit) order. */
  triggered: z.boolean(),
  stopLoss: z.nullable(decimalString),
  takeProfit: z.nullable(decimalString),
  /** The trailing stop its lot will start with, instead of a stop loss. */
  trailing: z.nullable(z.object({ kind: trailingKind, distance: decimalString })),
  takeProfitKind,
  status: orderStatus,
  /** An error code saying why it was refused or cancelled by the system. */
  reason: z.nullable(z.string()),
  /** A sell waiting for its market: the seed's 'closing review'. */
  closingReview: z.boolean(),
  positionId: z.nullable(z.int()),
  /** A block deal's buy: history names it so, not by the limit it is recorded as. */
  blockDeal: z.boolean(),
  filledPrice: z.nullable(decimalString),
  fee: z.nullable(decimalString),
  filledAt: z.nullable(z.string()),
  /** A stop loss or take profit's sell: the bid of the quote that fired it, and its time. */
  triggerPrice: z.nullable(decimalString),
  triggerQuoteTime: z.nullable(z.string()),
  createdAt: z.string(),
});

export const positionView = z.object({
  id: z.int(),
  key: z.string(),
  currency: z.string(),
  quantity: z.string(),
  closingQuantity: z.string(),
  /** Pledged to loans: it cannot be closed until repaid (or sold by the liquidation rule). */
  pledgedQuantity: z.string(),
  /** Per share, as shown (8 decimals); `cost` is exact, and a split divides only this. */
  openPrice: decimalString,
  /** What the open shares cost, without the opening fee (a split leaves it as it was). */
  cost: decimalString,
  openFee: decimalString,
  /** For a trailing stop, where it stands now (it rises with the highest bid). */
  stopLoss: z.nullable(decimalString),
  takeProfit: z.nullable(decimalString),
  takeProfitKind,
  /** The stop loss trails the bid: by an amount or a percent, from the highest bid since set. */
  trailing: z.nullable(
    z.object({ kind: trailingKind, distance: decimalString, peak: decimalString }),
  ),
  status: z.enum(['open', 'closed']),
  /** Live: (bid - open price) x quantity, from the quote feed. */
  lastPrice: z.nullable(decimalString),
  /**
   * What today's P/L is measured from: the previous close, or the open price for a lot bought
   * since that close (the market's own day); null without a quote.
   */
  dayReferencePrice: z.nullable(decimalString),
  floatingPnl: z.nullable(decimalString),
  realizedPnl: decimalString,
  openedAt: z.string(),
  closedAt: z.nullable(z.string()),
});

/**
 * A sale out of a lot (a closing fill), partial or final: what the shares cost, what they
 * brought and the realised P/L after this fill's fee and the shares' share of the opening fee.
 */
export const closedPositionView = z.object({
  /** The closing fill. */
  id: z.int(),
  positionId: z.int(),
  key: z.string(),
  currency: z.string(),
  /** Shares this fill sold. */
  quantity: z.string(),
  openPrice: decimalString,
  /** This fill's price. */
  closePrice: z.nullable(decimalString),
  /** After this fill's fee and the pro-rata opening fee. */
  realizedPnl: decimalString,
  /** This sale left part of the lot open, as it was when it filled. */
  partial: z.boolean(),
  /** A stop loss or take profit's sale: the bid of the quote that fired it, and its time. */
  triggerPrice: z.nullable(decimalString),
  triggerQuoteTime: z.nullable(z.string()),
  openedAt: z.string(),
  closedAt: z.nullable(z.string()),
});

export const closedPositionsQuery = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

export const receiptView = z.object({
  orderId: z.int(),
  key: z.string(),
  side: z.enum(['buy', 'sell']),
  quantity: z.string(),
  price: decimalString,
  fee: decimalString,
  bid: decimalString,
  ask: decimalString,
  last: decimalString,
  quoteTime: z.string(),
  priceSource: z.string(),
  /** To the millisecond. */
  filledAt: z.string(),
});

export const ordersQuery = z.object({
  status: z._default(z.enum(['open', 'history']), 'open'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});

export type PlaceOrderRequest = z.infer<typeof placeOrderRequest>;
export type ClosePositionRequest = z.infer<typeof closePositionRequest>;
export type OrderView = z.infer<typeof orderView>;
export type PositionView = z.infer<typeof positionView>;
export type OrderType = z.infer<typeof orderType>;
export type ClosedPositionView = z.infer<typeof closedPositionView>;
