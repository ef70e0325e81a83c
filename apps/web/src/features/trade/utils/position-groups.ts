import { Decimal, type PositionView, type QuoteView } from '@brokerage/shared';

/** The decimals an average cost keeps: finer than any tick the markets use (0.001 at most). */
export const AVERAGE_COST_DECIMALS = 4;

/** One stock held in one or more lots (issue 31 item 10): the row of the open-positions list. */
export interface PositionGroup {
  key: string;
  currency: string;
  /** Newest first, as the server lists them. */
  lots: PositionView[];
  /** Shares still open, all lots together. */
  quantity: string;
  pledgedQuantity: string;
  /**
   * Σ(open price × quantity) / Σ quantity over the open lots, exact in Decimal, then rounded
   * half-even to AVERAGE_COST_DECIMALS (4) places: finer than every tick, so the
   * figure shown at the instrument's price decimals is the exact average's.
   */
  averageCost: string;
  /** The price the shares sell at now: the live bid, else the server's last answer. */
  bid: string | null;
  /** bid × quantity. */
  marketValue: string | null;
  /** Σ (bid - open price) × quantity: what selling all at the bid would bring over their cost. */
  unrealisedPnl: string | null;
  /**
   * Σ (bid - the lot's day reference) × quantity: each lot from the previous close, or from its
   * own open price when bought since that close (the server's rule, `dayReferencePrice`, the
   * same as the account's "today"); null when a lot has no reference.
   */
  dayPnl: string | null;
}

const sum = (values: string[]): Decimal =>
  values.reduce((total, value) => total.plus(value), new Decimal(0));

/**
 * The open lots grouped per stock, in the order of each stock's newest lot, with the figures
 * the row shows; `quotes` (live, by key) take over from the server's last bid.
 */
export const groupPositions = (
  positions: PositionView[],
  quotes: Partial<Record<string, QuoteView>>,
): PositionGroup[] => {
  const byKey = new Map<string, PositionView[]>();
  for (const position of positions) {
    const lots = byKey.get(position.key);
    if (lots) lots.push(position);
    else byKey.set(position.key, [position]);
  }
  return [...byKey.entries()].map(([key, lots]) => {
    const quote = quotes[key];
    const quantity = sum(lots.map((lot) => lot.quantity));
    const cost = lots.reduce((total, lot) => total.plus(lot.cost), new Decimal(0));
    const bid = quote?.bid ?? lots.find((lot) => lot.lastPrice !== null)?.lastPrice ?? null;
    return {
      key,
      currency: lots[0]?.currency ?? '',
      lots,
      quantity: quantity.toFixed(),
      pledgedQuantity: sum(lots.map((lot) => lot.pledgedQuantity)).toFixed(),
      averageCost: quantity.isZero()
        ? '0'
        : cost.div(quantity).toFixed(AVERAGE_COST_DECIMALS, Decimal.ROUND_HALF_EVEN),
      bid,
      marketValue: bid === null ? null : new Decimal(bid).times(quantity).toFixed(),
      unrealisedPnl: bid === null ? null : new Decimal(bid).times(quantity).minus(cost).toFixed(),
      dayPnl:
        bid === null || lots.some((lot) => lot.dayReferencePrice === null)
          ? null
          : lots
              .reduce(
                (total, lot) =>
                  total.plus(
                    new Decimal(bid).minus(lot.dayReferencePrice ?? 0).times(lot.quantity),
                  ),
                new Decimal(0),
              )
              .toFixed(),
    };
  });
};
