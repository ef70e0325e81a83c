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

/** Bodies are keyed by quote versions, so old ones are never wrong, only unused: drop them. */
const SWEEP_MS = 1_000;

/**
 * Sockets that watch the same list (an index strip, a market's popular stocks) receive the same
 * quotes in one round: the body of the frame is built and UTF-8 encoded once, and each socket
 * gets it behind its own few-byte head carrying `sentAt`, stamped when that socket is written.
 */
export class QuoteFrameCache {
  private stamp = 0;
  private readonly bodies = new Map<string, Buffer>();

  build(type: 'quotes' | 'snapshot', quotes: readonly LiveQuote[]): Buffer {
    const now = Date.now();
    if (now - this.stamp >= SWEEP_MS) {
      this.bodies.clear();
      this.stamp = now;
    }
    const parts = quotes.map(serialize);
    const key = parts.map((p) => p.id).join(',');
    let body = this.bodies.get(key);
    if (body === undefined) {
      body = Buffer.from(`"quotes":[${parts.map((p) => p.json).join(',')}]}`);
      this.bodies.set(key, body);
    }
    return Buffer.concat([Buffer.from(`{"type":"${type}","sentAt":${now},`), body]);
  }
}

export const frame = (value: ServerFrame): string => JSON.stringify(value);
