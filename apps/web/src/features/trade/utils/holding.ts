import { Decimal, type PositionView } from '@brokerage/shared';
import { floatingPnl } from './order-math';

export interface Holding {
  /** Whole shares held in open lots. */
  quantity: string;
  /** What the open shares cost (each lot's exact cost). */
  cost: string;
  /** Floating P/L at `bid` (the position cards' rule: bid x shares − cost); null without a bid. */
  pnl: string | null;
}

/** The customer's open lots of one instrument, summed; undefined when there are none. */
export const holdingOf = (
  positions: readonly PositionView[],
  key: string,
  bid: string | undefined,
): Holding | undefined => {
  const lots = positions.filter((lot) => lot.key === key && lot.status === 'open');
  if (lots.length === 0) return undefined;
  const sum = (value: (lot: PositionView) => Decimal) =>
    lots.reduce((total, lot) => total.plus(value(lot)), new Decimal(0)).toFixed();
  return {
    quantity: sum((lot) => new Decimal(lot.quantity)),
    cost: sum((lot) => new Decimal(lot.cost)),
    pnl: bid ? sum((lot) => new Decimal(floatingPnl(bid, lot.quantity, lot.cost))) : null,
  };
};
