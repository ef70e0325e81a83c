import type { Redis } from 'ioredis';
import type { MarketDataProvider, MarketDataSource } from '../provider.ts';
import type { Tick } from '../types.ts';
import type { QuoteHub } from './quote-hub.ts';

interface TickBatch {
  origin: string;
  source: MarketDataSource;
  ticks: Tick[];
}

const isTickBatch = (value: unknown): value is TickBatch =>
  typeof value === 'object' &&
  value !== null &&
  'source' in value &&
  (value.source === 'simulated' || value.source === 'live') &&
  'ticks' in value &&
  Array.isArray(value.ticks);

/**
 * The leader feeds the provider's ticks for every catalogue key into the channel, one message
 * per round of ticks; every copy (the leader too, so that there is one path) feeds the
 * channel's ticks to its hub, which fans them out to its own sockets.
 */
export class TickRelay {
  private unsubscribe: (() => void) | undefined;
  private batch: Tick[] = [];

  constructor(
    private readonly hub: QuoteHub,
    private readonly provider: MarketDataProvider,
    private readonly publisher: Redis,
    private readonly channel: string,
    private readonly origin: string,
    /** The leader cannot know what other copies watch, so it relays the whole catalogue. */
    private readonly keys: readonly string[],
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The leader lock changed hands. */
  lead(leader: boolean): void {
    if (leader && !this.unsubscribe) {
      this.unsubscribe = this.provider.subscribe(this.keys, (tick) => this.queue(tick));
    } else if (!leader && this.unsubscribe) {
      this.unsubscribe();
      this.unsubscribe = undefined;
    }
  }

  receive(raw: string): void {
    let batch: unknown;
    try {
      batch = JSON.parse(raw);
    } catch (error) {
      this.onError(error);
      return;
    }
    if (!isTickBatch(batch)) return;
    for (const tick of batch.ticks) this.hub.ingest(tick, batch.source);
  }

  private queue(tick: Tick): void {
    this.batch.push(tick);
    // Providers emit a round of ticks synchronously: one message per round, not per tick.
    if (this.batch.length === 1) queueMicrotask(() => this.flush());
  }

  private flush(): void {
    const message: TickBatch = {
      origin: this.origin,
      source: this.provider.source,
      ticks: this.batch,
    };
    this.batch = [];
    this.publisher.publish(this.channel, JSON.stringify(message)).catch(this.onError);
  }
}
