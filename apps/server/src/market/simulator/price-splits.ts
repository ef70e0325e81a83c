import type { MinuteSlice, PathState } from './price-path.ts';

/** A split the simulated feed follows: from `at` on, its prices are the path's x from / to. */
export interface PriceSplit {
  readonly key: string;
  /** The ex-date, in the instrument's market; `at` is the instant it begins. */
  readonly exDate: string;
  readonly at: Date;
  readonly to: number;
  readonly from: number;
  /** The lots have been adjusted (the split's status is `applied`). */
  readonly applied: boolean;
}

/** The cumulative ratio of the splits in effect: prices are the path's x from / to. */
interface Factor {
  readonly to: number;
  readonly from: number;
}

/**
 * The splits approved (issue 30 item 3), as this server copy last read them: one instance in the
 * app's deps, shared with the feed. A real feed quotes the new price from the ex-date on by
 * itself; the simulator's path knows nothing of corporate actions, so it divides its prices from
 * each split's instant, as a feed would, and prices stay a function of (seed, instrument, time,
 * splits): two copies with the same splits agree. The list is replaced whole by the corporate
 * actions job (every copy reads it from the database).
 */
export class PriceSplits {
  private byKey = new Map<string, readonly PriceSplit[]>();

  constructor(splits: readonly PriceSplit[] = []) {
    this.replace(splits);
  }

  /** Every split known, each instrument's in ex-date order. */
  all(): readonly PriceSplit[] {
    return [...this.byKey.values()].flat();
  }

  replace(splits: readonly PriceSplit[]): void {
    const byKey = new Map<string, PriceSplit[]>();
    for (const split of splits) byKey.set(split.key, [...(byKey.get(split.key) ?? []), split]);
    this.byKey = byKey;
  }

  /**
   * A split of `key` has begun at `at` but its lots are not adjusted yet (as far as this copy
   * knows): prices are the new ones, shares and stops the old. Nothing automatic may act on the
   * instrument until it is applied (a stop would fire at a third of its price, a margin call be
   * raised on a third of the collateral), nor may a customer sell shares of before at a price of
   * after.
   */
  pendingAt(key: string, at: Date): boolean {
    return (this.byKey.get(key) ?? []).some(
      (split) => !split.applied && split.at.getTime() <= at.getTime(),
    );
  }

  /** The ratio in effect for `key` at `at` (ms), or undefined when no split has taken effect. */
  factorAt(key: string, at: number): Factor | undefined {
    let factor: Factor | undefined;
    for (const split of this.byKey.get(key) ?? []) {
      if (split.at.getTime() > at) continue;
      factor = { to: (factor?.to ?? 1) * split.to, from: (factor?.from ?? 1) * split.from };
    }
    return factor;
  }
}

/** A price in ticks after the splits: the nearest whole tick, never below one. */
const adjust = (ticks: number, factor: Factor) =>
  Math.max(1, Math.round((ticks * factor.from) / factor.to));

/**
 * A path state's prices at `at` after the splits in effect then; the previous close too, so the
 * day's change on the ex-date is the market's, not the ratio.
 */
export const splitState = (state: PathState, factor: Factor | undefined): PathState =>
  factor
    ? {
        ...state,
        price: adjust(state.price, factor),
        dayOpen: adjust(state.dayOpen, factor),
        dayHigh: adjust(state.dayHigh, factor),
        dayLow: adjust(state.dayLow, factor),
        previousClose: adjust(state.previousClose, factor),
      }
    : state;

/** A minute of history after the splits in effect when it started (history is as traded). */
export const splitMinute = (slice: MinuteSlice, factor: Factor | undefined): MinuteSlice =>
  factor
    ? {
        ...slice,
        open: adjust(slice.open, factor),
        high: adjust(slice.high, factor),
        low: adjust(slice.low, factor),
        close: adjust(slice.close, factor),
      }
    : slice;
