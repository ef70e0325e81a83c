import type { LiveQuote } from '../hub/live-quote.ts';
import type { ServerFrame } from './protocol.ts';

interface Serialized {
  readonly id: number;
  readonly json: string;
}

// The hub hands out one immutable object per quote version, shared by every subscriber of
// that instrument: serialising it once instead of once per socket is much of the fan-out cost.
const serialized = new WeakMap<LiveQuote, Serialized>();
let nextId = 0;

const serialize = (quote: LiveQuote): Serialized => {
  let entry = serialized.get(quote);
  if (entry === undefined) {
    nextId += 1;
    entry = { id: nextId, json: JSON.stringify(quote) };
    serialized.set(quote, entry);
  }
  return entry;
};

/** How long a built frame is reused; it is also how far `sentAt` may lag the real send. */
const FRESH_MS = 2;

/**
 * Sockets that watch the same list (an index strip, a market's popular stocks) receive the same
 * quotes in one round: the frame is built and UTF-8 encoded once and the same Buffer is written
 * to each of them. Reuse is limited to FRESH_MS so that `sentAt` stays honest.
 */
export class QuoteFrameCache {
  private stamp = 0;
  private readonly frames = new Map<string, Buffer>();

  build(type: 'quotes' | 'snapshot', quotes: readonly LiveQuote[]): Buffer {
    const now = Date.now();
    if (now - this.stamp >= FRESH_MS) {
      this.frames.clear();
      this.stamp = now;
    }
    const parts = quotes.map(serialize);
    const key = `${type}:${parts.map((p) => p.id).join(',')}`;
    let frame = this.frames.get(key);
    if (frame === undefined) {
      frame = Buffer.from(
        `{"type":"${type}","sentAt":${now},"quotes":[${parts.map((p) => p.json).join(',')}]}`,
      );
      this.frames.set(key, frame);
    }
    return frame;
  }
}

export const frame = (value: ServerFrame): string => JSON.stringify(value);
