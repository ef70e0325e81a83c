import { Decimal } from '../money.ts';

/** Lots keep their cost and opening fee as totals, exact to 8 decimals. */
export const LOT_PLACES = 8;

/**
 * The part of a lot's total (its cost, or its opening fee) that `open` of its `opened` shares
 * carry: total x open / opened, half to even at 8 decimals, as the fill path's lot_carried does
 * (execute-fill.sql). A sale takes the difference of what its lot carried before and after it.
 */
export const lotCarried = (
  total: Decimal.Value,
  opened: Decimal.Value,
  open: Decimal.Value,
): Decimal =>
  new Decimal(total).times(open).div(opened).toDecimalPlaces(LOT_PLACES, Decimal.ROUND_HALF_EVEN);

/** A cost per share as it is shown: cost / shares, half to even at 8 decimals. */
export const pricePerShare = (cost: Decimal.Value, shares: Decimal.Value): Decimal =>
  new Decimal(cost).div(shares).toDecimalPlaces(LOT_PLACES, Decimal.ROUND_HALF_EVEN);
