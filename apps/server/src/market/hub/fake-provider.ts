import { instrumentKey, resolveInstrument } from '../catalogue/index.ts';
import type { MarketDataProvider, MarketDataSource } from '../provider.ts';
import type { Quote } from '../simulator/index.ts';
import type { Candle, Tick } from '../types.ts';

/** A provider that emits only what a test pushes, and counts live subscriptions per key. */
export class FakeProvider implements MarketDataProvider {
  readonly subscriptions = new Map<string, number>();
  private readonly listeners = new Set<{ keys: Set<string>; onTick: (tick: Tick) => void }>();

  constructor(
    readonly source: MarketDataSource = 'simulated',
    private readonly dayQuotes: ReadonlyMap<string, Quote> = new Map(),
  ) {}

  subscribe(symbols: readonly string[], onTick: (tick: Tick) => void): () => void {
    const listener = { keys: new Set(symbols), onTick };
    this.listeners.add(listener);
    for (const key of symbols) this.subscriptions.set(key, (this.subscriptions.get(key) ?? 0) + 1);
    return () => {
      if (!this.listeners.delete(listener)) return;
      for (const key of symbols) {
        const left = (this.subscriptions.get(key) ?? 1) - 1;
        if (left === 0) this.subscriptions.delete(key);
        else this.subscriptions.set(key, left);
      }
    };
  }

  quotes(symbols: readonly string[]): Quote[] {
    return symbols.flatMap((key) => {
      const quote = this.dayQuotes.get(key);
      return quote ? [quote] : [];
    });
  }

  push(tick: Tick): void {
    const key = instrumentKey(tick);
    for (const listener of this.listeners) if (listener.keys.has(key)) listener.onTick(tick);
  }

  /** No history unless a subclass publishes some. */
  async fetchCandles(
    ..._request: Parameters<MarketDataProvider['fetchCandles']>
  ): Promise<Candle[]> {
    return [];
  }

  start(): void {}

  stop(): void {}
}

let volume = 1000;

/** A US:AAPL-style tick; volume grows on each call so that no day boundary is inferred. */
export const tickOf = (key: string, price: string, time: string): Tick => {
  const { market, symbol } = resolveInstrument(key);
  volume += 100;
  return {
    symbol,
    market,
    price,
    bid: price,
    ask: price,
    volume: String(volume),
    time,
  };
};
