import type { MarketCalendar } from '@brokerage/shared/market-time';
import { sharedCalendar } from '@brokerage/shared/market-time';
import { CATALOGUE, instrumentKey, resolveInstrument } from './catalogue/index.ts';
import { createSimulator, generateHistory, type Quote, type Simulator } from './simulator/index.ts';
import type { PriceScript } from './simulator/price-script.ts';
import { PriceSplits } from './simulator/price-splits.ts';
import type { Candle, CandleInterval, Instrument, Tick } from './types.ts';

export type MarketDataSource = 'simulated' | 'live';

/**
 * Where quotes come from. The hub talks only to this, so the simulator and a real feed adapter
 * are interchangeable by configuration. Symbols are `MARKET:SYMBOL` (a bare symbol is accepted
 * when it is unique in the catalogue); unknown ones throw UnknownInstrumentError.
 */
export interface MarketDataProvider {
  /** 'simulated' obliges every screen to label prices as simulated (ARCHITECTURE.md section 8). */
  readonly source: MarketDataSource;
  /** Calls `onTick` for each new tick of these symbols until the returned function is called. */
  subscribe(symbols: readonly string[], onTick: (tick: Tick) => void): () => void;
  /** Candles whose period starts in [from, to); never beyond the present. */
  fetchCandles(symbol: string, interval: CandleInterval, from: Date, to: Date): Promise<Candle[]>;
  start(): void;
  stop(): void;
}

export interface SimulatedProviderOptions {
  readonly seed: string | number;
  readonly instruments?: readonly Instrument[];
  readonly clock?: () => Date;
  /** How often each socket hears a round of ticks; default one second. */
  readonly intervalMs?: number;
  /**
   * Rounds per interval, evenly spaced; default 1. Round r carries phase r mod phases and is
   * heard only by the sockets of that phase (the hub numbers its sockets and spreads them). A
   * round prices every subscribed instrument and writes to every socket that hears it: with
   * thousands of sockets one round a second is a burst whose last write waits for all the
   * others; two rounds of half the sockets each halve the wait, and every quote is still
   * priced the moment before it is sent.
   */
  readonly phases?: number;
  readonly calendar?: MarketCalendar;
  readonly alwaysOpen?: boolean;
  /** Prices pinned by hand (SIMULATOR_SCRIPT), applied to every tick and quote. */
  readonly script?: PriceScript;
  /** A subscriber threw; the others still get their ticks. Default: a process warning. */
  readonly onError?: (error: unknown) => void;
  /** The splits approved (the app's instance, which the corporate-actions job keeps current). */
  readonly splits?: PriceSplits;
}

interface Subscription {
  readonly keys: ReadonlySet<string>;
  readonly onTick: (tick: Tick) => void;
}

const DEFAULT_INTERVAL_MS = 1000;

export class SimulatedProvider implements MarketDataProvider {
  readonly source = 'simulated' as const;
  private readonly instruments: readonly Instrument[];
  private readonly simulator: Simulator;
  private readonly clock: () => Date;
  private readonly calendar: MarketCalendar;
  private readonly intervalMs: number;
  private readonly phases: number;
  private nextPhase = 0;
  private readonly onError: (error: unknown) => void;
  private readonly subscriptions = new Set<Subscription>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly splits: PriceSplits;

  constructor(private readonly options: SimulatedProviderOptions) {
    this.instruments = options.instruments ?? CATALOGUE;
    this.clock = options.clock ?? (() => new Date());
    this.calendar = options.calendar ?? sharedCalendar({ alwaysOpen: options.alwaysOpen ?? false });
    this.intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
    this.phases = options.phases ?? 1;
    this.onError =
      options.onError ??
      ((error) => process.emitWarning(`Market tick subscriber failed: ${String(error)}`));
    this.splits = options.splits ?? new PriceSplits();
    this.simulator = createSimulator({
      seed: options.seed,
      instruments: this.instruments,
      clock: this.clock,
      calendar: this.calendar,
      script: options.script,
      splits: this.splits,
    });
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.emit(), this.intervalMs / this.phases);
    // The provider alone never keeps the process alive (graceful shutdown stops it anyway).
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  subscribe(symbols: readonly string[], onTick: (tick: Tick) => void): () => void {
    // Resolve all first: one bad symbol refuses the whole call rather than half-subscribing.
    const keys = new Set(symbols.map((s) => instrumentKey(resolveInstrument(s, this.instruments))));
    const subscription: Subscription = { keys, onTick };
    this.subscriptions.add(subscription);
    return () => {
      this.subscriptions.delete(subscription);
    };
  }

  /** Current quotes (also while a market is closed), for the snapshot sent on subscribe. */
  quotes(symbols: readonly string[]): Quote[] {
    const quotes: Quote[] = [];
    for (const s of symbols) {
      const quote = this.simulator.quote(instrumentKey(resolveInstrument(s, this.instruments)));
      if (quote) quotes.push(quote);
    }
    return quotes;
  }

  async fetchCandles(
    symbol: string,
    interval: CandleInterval,
    from: Date,
    to: Date,
  ): Promise<Candle[]> {
    const instrument = resolveInstrument(symbol, this.instruments);
    // The path is defined for the future too; serving it would publish tomorrow's prices.
    const now = this.clock();
    const until = to.getTime() < now.getTime() ? to : now;
    return generateHistory(instrument, {
      seed: this.options.seed,
      from,
      to: until,
      interval,
      calendar: this.calendar,
      splits: this.splits,
    });
  }

  /** One round of ticks for everything subscribed; the timer calls it, tests may too. */
  emit(): void {
    if (this.subscriptions.size === 0) return;
    const wanted = new Set<string>();
    for (const s of this.subscriptions) for (const key of s.keys) wanted.add(key);
    const round = { phase: this.nextPhase, phases: this.phases };
    this.nextPhase = (this.nextPhase + 1) % this.phases;
    const ticks = this.simulator.tick([...wanted]).map((tick) => ({ ...tick, round }));
    for (const tick of ticks) {
      const key = instrumentKey(tick);
      for (const s of this.subscriptions) {
        if (!s.keys.has(key)) continue;
        try {
          s.onTick(tick);
        } catch (error) {
          this.onError(error);
        }
      }
    }
  }
}
