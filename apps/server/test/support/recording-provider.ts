import { Decimal } from '@brokerage/shared';
import {
  SimulatedProvider,
  type CandleInterval,
  type MarketDataProvider,
  type Tick,
} from '../../src/market/index.ts';

/** The simulator, recording every candle request; `altered` makes it answer other prices. */
export class RecordingProvider implements MarketDataProvider {
  readonly calls: { key: string; interval: CandleInterval; from: string; to: string }[] = [];
  altered = false;
  private readonly inner: SimulatedProvider;

  constructor(clock: () => Date, seed = 'candle-store') {
    this.inner = new SimulatedProvider({ seed, clock });
  }

  get source() {
    return this.inner.source;
  }

  subscribe(symbols: readonly string[], onTick: (tick: Tick) => void) {
    return this.inner.subscribe(symbols, onTick);
  }

  async fetchCandles(key: string, interval: CandleInterval, from: Date, to: Date) {
    this.calls.push({ key, interval, from: from.toISOString(), to: to.toISOString() });
    const fetched = await this.inner.fetchCandles(key, interval, from, to);
    if (!this.altered) return fetched;
    return fetched.map((c) => ({ ...c, close: new Decimal(c.close).plus(1).toFixed(2) }));
  }

  start() {}
  stop() {}
}
