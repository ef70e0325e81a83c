import type { LiveQuote } from '../hub/live-quote.ts';
import type { ServerFrame } from './protocol.ts';
import { textFrameOf } from './ws-frame.ts';

// The hub hands out one immutable object per quote version, shared by every subscriber of
// that instrument: serialising and encoding it once instead of once per socket is much of the
// fan-out cost.
const serialized = new WeakMap<LiveQuote, Buffer>();

const serialize = (quote: LiveQuote): Buffer => {
  let json = serialized.get(quote);
  if (json === undefined) {
    json = Buffer.from(JSON.stringify(quote));
    serialized.set(quote, json);
  }
  return json;
};

const COMMA = Buffer.from(',');
const END = Buffer.from(']}');

const build = (type: 'quotes' | 'snapshot', quotes: readonly LiveQuote[]): Buffer => {
  const parts: Uint8Array[] = [Buffer.from(`{"type":"${type}","sentAt":${Date.now()},"quotes":[`)];
  quotes.forEach((quote, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(serialize(quote));
  });
  parts.push(END);
  return textFrameOf(parts);
};

/**
 * Builds the whole WebSocket frame of a list of quotes — JSON, UTF-8, frame header — from
 * quotes serialised once each. The members of a watch group delivered together are handed one
 * array, so the frame built for the first of them is written as is to the others: no
 * per-socket serialising, copying or allocating. Lists that merely hold the same quotes are
 * not looked up: with customers' own watchlists nearly every list differs, and a lookup
 * structure cost more than it saved (measured with bench:ws).
 *
 * `sentAt` is stamped when the frame is built, before any socket is written: lag read from it
 * includes the server's fan-out queueing, never less. A frame therefore serves one turn of the
 * event loop only; the next round stamps its own.
 */
export class QuoteFrameCache {
  private last: { quotes: readonly LiveQuote[]; frame: Buffer } | undefined;
  private clearQueued = false;

  build(type: 'quotes' | 'snapshot', quotes: readonly LiveQuote[]): Buffer {
    if (type === 'snapshot') return build(type, quotes);
    if (this.last?.quotes === quotes) return this.last.frame;
    const frame = build(type, quotes);
    this.last = { quotes, frame };
    this.clearSoon();
    return frame;
  }

  private clearSoon(): void {
    if (this.clearQueued) return;
    this.clearQueued = true;
    setImmediate(() => {
      this.clearQueued = false;
      this.last = undefined;
    });
  }
}

export const frame = (value: ServerFrame): string => JSON.stringify(value);
