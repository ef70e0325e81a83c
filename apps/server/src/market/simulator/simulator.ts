import type { MarketCalendar } from '@brokerage/shared/market-time';
import { sharedCalendar } from '@brokerage/shared/market-time';
import { instrumentKey } from '../catalogue/index.ts';
import type { Instrument, Tick } from '../types.ts';
import { Decimal } from '@brokerage/shared';
import { hashString } from './prng.ts';
import { pricePath, type PathState, type PricePath } from './price-path.ts';
import type { PriceScript } from './price-script.ts';
import { splitState, type PriceSplits } from './price-splits.ts';
import { formatTicks, type TickScale } from './tick-scale.ts';

export interface SimulatorOptions {
  readonly seed: string | number;
  readonly instruments: readonly Instrument[];
  /** Injected so tests (and replays) control time. */
  readonly clock: () => Date;
  /** Defaults to the shared calendar for `alwaysOpen`. */
  readonly calendar?: MarketCalendar;
  /** Every market moves around the clock (demos). Ignored when `calendar` is given. */
  readonly alwaysOpen?: boolean;
  /** Prices pinned by hand (SIMULATOR_SCRIPT): they replace the path's price while pinned. */
  readonly script?: PriceScript;
  /** Splits whose prices the path is divided by from their instant (price-splits.ts). */
  readonly splits?: PriceSplits;
}

/** A full quote: the tick plus the day's figures a quote screen shows. Decimal strings. */
export interface Quote extends Tick {
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly previousClose: string;
  readonly isOpen: boolean;
}

export interface Simulator {
  readonly instruments: readonly Instrument[];
  /** Ticks, at clock(), for the instruments whose market is open (all of them if alwaysOpen). */
  tick(keys?: readonly string[]): Tick[];
  /** The quote of one instrument at clock(), open or not (a closed market holds its last price). */
  quote(key: string): Quote | undefined;
}

/**
 * The live view of the deterministic price path (see price-path.ts). The simulator keeps no
 * state of its own: the price at time T is a function of (seed, instrument, T), which is what
 * makes the stream continue exactly where generateHistory(..., to: T) ends, survive restarts,
 * and agree across several server copies with the same seed.
 */
export const createSimulator = (options: SimulatorOptions): Simulator => {
  const calendar = options.calendar ?? sharedCalendar({ alwaysOpen: options.alwaysOpen ?? false });
  const entries = new Map<string, { instrument: Instrument; path: PricePath }>();
  for (const instrument of options.instruments) {
    entries.set(instrumentKey(instrument), {
      instrument,
      path: pricePath(instrument, options.seed, calendar),
    });
  }
  /** An instrument the catalogue gained after start (an IPO's listing) gets its path on first use. */
  const entryOf = (key: string) => {
    const known = entries.get(key);
    if (known || entries.size === options.instruments.length) return known;
    const instrument = options.instruments.find((i) => instrumentKey(i) === key);
    if (!instrument) return undefined;
    const entry = { instrument, path: pricePath(instrument, options.seed, calendar) };
    entries.set(key, entry);
    return entry;
  };

  /** The path's state at `at`, after the splits in effect then. */
  const stateAt = (key: string, path: PricePath, at: Date) =>
    splitState(path.stateAt(at), options.splits?.factorAt(key, at.getTime()));

  /** The path's state with the scripted price, if the script pins this instrument. */
  const scripted = (
    key: string,
    scale: TickScale,
    state: PathState,
    pinned: ReadonlyMap<string, string> | undefined,
  ): PathState => {
    const price = pinned?.get(key);
    if (price === undefined) return state;
    const ticks = Math.max(
      1,
      new Decimal(price).div(scale.tick).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber(),
    );
    return {
      ...state,
      price: ticks,
      dayHigh: Math.max(state.dayHigh, ticks),
      dayLow: Math.min(state.dayLow, ticks),
    };
  };

  const toTick = (instrument: Instrument, path: PricePath, state: PathState, at: Date): Tick => {
    const { scale } = path;
    // Indices are not traded: no book, so bid = ask = value.
    const spread = instrument.kind === 'index' ? 0 : 1;
    // One to three ticks each side, varying by second but fixed for a given (seed, second).
    const wobble = hashString(
      `${options.seed}|${instrument.symbol}|${Math.floor(at.getTime() / 1000)}`,
    );
    const below = spread * (1 + (wobble % 3));
    const above = spread * (1 + ((wobble >>> 8) % 3));
    return {
      symbol: instrument.symbol,
      market: instrument.market,
      price: formatTicks(state.price, scale),
      bid: formatTicks(Math.max(1, state.price - below), scale),
      ask: formatTicks(state.price + above, scale),
      volume: state.dayVolume.toString(),
      time: at.toISOString(),
    };
  };

  return {
    instruments: options.instruments,
    tick(keys) {
      const at = options.clock();
      const ticks: Tick[] = [];
      const wanted = keys ?? [...entries.keys()];
      const pinned = options.script?.prices();
      for (const key of wanted) {
        const entry = entryOf(key);
        if (!entry || !calendar.isOpen(entry.instrument.market, at)) continue;
        const state = scripted(key, entry.path.scale, stateAt(key, entry.path, at), pinned);
        ticks.push(toTick(entry.instrument, entry.path, state, at));
      }
      return ticks;
    },
    quote(key) {
      const entry = entryOf(key);
      if (!entry) return undefined;
      const at = options.clock();
      const { scale } = entry.path;
      const state = scripted(key, scale, stateAt(key, entry.path, at), options.script?.prices());
      return {
        ...toTick(entry.instrument, entry.path, state, at),
        open: formatTicks(state.dayOpen, scale),
        high: formatTicks(state.dayHigh, scale),
        low: formatTicks(state.dayLow, scale),
        previousClose: formatTicks(state.previousClose, scale),
        isOpen: calendar.isOpen(entry.instrument.market, at),
      };
    },
  };
};
