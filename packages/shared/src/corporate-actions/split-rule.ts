import { currencyDecimals } from '../format/number-format.ts';
import { Decimal } from '../money.ts';
import { LOT_PLACES } from '../order-rules/lot-share.ts';
import { trailingStopLevel } from '../order-rules/trailing-stop.ts';

/** `to` new shares for every `from` held: 3 for 1 is { to: 3, from: 1 }, 1 for 10 a reverse split. */
export interface SplitRatio {
  readonly to: number;
  readonly from: number;
}

/** What a lot holds before the split: its open shares and the cost and opening fee they carry. */
export interface LotBeforeSplit {
  readonly quantity: Decimal.Value;
  readonly cost: Decimal.Value;
  readonly openFee: Decimal.Value;
}

export interface SplitOnLot {
  /** Whole shares the lot holds after the split. */
  readonly shares: Decimal;
  /** The fraction of a new share left over, paid in cash (0 when none is; 8 decimals, shown). */
  readonly fraction: Decimal;
  readonly cashInLieu: Decimal;
  /** The cost and opening fee the whole shares keep. */
  readonly cost: Decimal;
  readonly openFee: Decimal;
  /** The fraction's part of the cost and fee, closed against the cash: its realised P/L. */
  readonly fractionCost: Decimal;
  readonly fractionFee: Decimal;
  readonly realizedPnl: Decimal;
}

/** A price adjusted for the split: price x from / to (the market's close before the ex-date). */
export const adjustedForSplit = (price: Decimal.Value, ratio: SplitRatio): Decimal =>
  new Decimal(price).times(ratio.from).div(ratio.to);

/**
 * A split on one lot (issue 30 item 3), the published rule. The lot's q shares become
 * q x to / from. The whole shares stay in the lot with its cost and opening fee: nothing is
 * bought or sold, so its cost is kept to the unit and only the price per share changes. A
 * fraction of a share left over (a reverse split, or a ratio like 3 for 2) is paid in cash at
 * the last close before the ex-date adjusted by the ratio, cut to the currency's unit; it takes
 * its part of the cost and of the opening fee with it (its share of the new quantity, half to
 * even at 8 decimals) and its realised P/L is the cash less both.
 */
export const splitLot = (
  lot: LotBeforeSplit,
  ratio: SplitRatio,
  closeBeforeEx: Decimal.Value,
  currency: string,
): SplitOnLot => {
  // In whole numbers, so no division rounds before the published cut: q x to = shares x from +
  // rest, the fraction is rest / from of a new share, worth rest / from x close x from / to.
  const scaled = new Decimal(lot.quantity).times(ratio.to);
  const shares = scaled.divToInt(ratio.from);
  const rest = scaled.minus(shares.times(ratio.from));
  const fraction = rest.div(ratio.from).toDecimalPlaces(LOT_PLACES, Decimal.ROUND_HALF_EVEN);
  const cashInLieu = rest
    .times(closeBeforeEx)
    .div(ratio.to)
    .toDecimalPlaces(currencyDecimals(currency), Decimal.ROUND_DOWN);
  // The fraction's share of the new quantity is rest / (q x to).
  const partOf = (total: Decimal.Value) =>
    rest.isZero()
      ? new Decimal(0)
      : new Decimal(total)
          .times(rest)
          .div(scaled)
          .toDecimalPlaces(LOT_PLACES, Decimal.ROUND_HALF_EVEN);
  const fractionCost = partOf(lot.cost);
  const fractionFee = partOf(lot.openFee);
  return {
    shares,
    fraction,
    cashInLieu,
    cost: new Decimal(lot.cost).minus(fractionCost),
    openFee: new Decimal(lot.openFee).minus(fractionFee),
    fractionCost,
    fractionFee,
    realizedPnl: cashInLieu.minus(fractionCost).minus(fractionFee),
  };
};

/** A lot's stops: a fixed stop loss and take profit, or a trailing stop (its stop loss follows). */
export interface LotStops {
  readonly stopLoss: string | null;
  readonly takeProfit: string | null;
  readonly trailing: { kind: 'amount' | 'percent'; distance: string; peak: string } | null;
}

const onTick = (value: Decimal, tick: Decimal, rounding: Decimal.Rounding) =>
  value.div(tick).toDecimalPlaces(0, rounding).times(tick);

/**
 * A price level after a split, reached by the same prices as before: adjusted, then cut down to
 * the tick for a level reached from above (a stop loss, an alert for a fall: a price on the tick
 * reaches one exactly when it reached the other), rounded up for one reached from below (a take
 * profit, an alert for a rise).
 */
export const splitLevel = (
  level: string,
  ratio: SplitRatio,
  tickSize: string,
  reached: 'falling' | 'rising',
): string =>
  onTick(
    adjustedForSplit(level, ratio),
    new Decimal(tickSize),
    reached === 'falling' ? Decimal.ROUND_DOWN : Decimal.ROUND_UP,
  ).toFixed();

/**
 * A lot's stops after a split, meaning what they meant before: a stop loss sells when the bid
 * falls to its level, so the new level is the old one adjusted and cut down to the tick (a bid on
 * the tick reaches one exactly when it reached the other); a take profit, rounded up to the tick
 * likewise. A trailing stop keeps its kind: its peak is adjusted (8 decimals, half to even), an
 * amount distance adjusted to the nearest tick (at least one), a percent kept, and its stop
 * loss is the level they give (order-rules/trailing-stop.ts).
 */
export const splitStops = (stops: LotStops, ratio: SplitRatio, tickSize: string): LotStops => {
  const tick = new Decimal(tickSize);
  if (stops.trailing) {
    const peak = adjustedForSplit(stops.trailing.peak, ratio).toDecimalPlaces(
      LOT_PLACES,
      Decimal.ROUND_HALF_EVEN,
    );
    const distance =
      stops.trailing.kind === 'amount'
        ? Decimal.max(
            tick,
            onTick(adjustedForSplit(stops.trailing.distance, ratio), tick, Decimal.ROUND_HALF_UP),
          )
        : new Decimal(stops.trailing.distance);
    const trailing = { kind: stops.trailing.kind, distance };
    return {
      stopLoss: trailingStopLevel(peak, trailing, tickSize).toFixed(),
      takeProfit: stops.takeProfit && splitLevel(stops.takeProfit, ratio, tickSize, 'rising'),
      trailing: { kind: trailing.kind, distance: distance.toFixed(), peak: peak.toFixed() },
    };
  }
  return {
    stopLoss: stops.stopLoss && splitLevel(stops.stopLoss, ratio, tickSize, 'falling'),
    takeProfit: stops.takeProfit && splitLevel(stops.takeProfit, ratio, tickSize, 'rising'),
    trailing: null,
  };
};
