import type { LiveQuote } from '../hub/live-quote.ts';
import type { ServerFrame } from './protocol.ts';
import { textFrame } from './ws-frame.ts';

// The hub hands out one immutable object per quote version, shared by every subscriber of
// that instrument: serialising it once instead of once per socket is much of the fan-out cost.
const serialized = new WeakMap<LiveQuote, string>();

const serialize = (quote: LiveQuote): string => {
  let json = serialized.get(quote);
  if (json === undefined) {
    json = JSON.stringify(quote);
    serialized.set(quote, json);
  }
  return json;
};

/** One step of a list of quotes: the frame of the list ending here, and its longer lists. */
interface FrameNode {
  frame: Buffer | undefined;
  readonly next: Map<LiveQuote, FrameNode>;
}

const node = (): FrameNode => ({ frame: undefined, next: new Map() });

/**
 * Sockets that watch the same list (an index strip, a market's popular stocks) receive the same
 * quotes in one round. The whole WebSocket frame — JSON, UTF-8, frame header — is built once
 * per round and the same Buffer is written to each of them: no per-socket serialising, copying
 * or allocating. Lists are looked up by the identity of their quote objects (a trie), so the
 * lookup allocates nothing either.
 *
 * `sentAt` is stamped when the round builds the frame, before any socket is written: lag read
 * from it includes the server's fan-out queueing, never less. Frames therefore live for one turn
 * of the event loop only; the next round stamps its own.
 */
export class QuoteFrameCache {
  private readonly roots = { quotes: node(), snapshot: node() };
  private clearQueued = false;
  /** The hub hands the subscribers of a group one array in a row: skip the walk for those. */
  private last: { quotes: readonly LiveQuote[]; frame: Buffer } | undefined;

  build(type: 'quotes' | 'snapshot', quotes: readonly LiveQuote[]): Buffer {
    if (type === 'quotes' && this.last?.quotes === quotes) return this.last.frame;
    const frame = this.lookup(type, quotes);
    if (type === 'quotes') this.last = { quotes, frame };
    return frame;
  }

  private lookup(type: 'quotes' | 'snapshot', quotes: readonly LiveQuote[]): Buffer {
    let at = this.roots[type];
    for (const quote of quotes) {
      let next = at.next.get(quote);
      if (next === undefined) {
        next = node();
        at.next.set(quote, next);
      }
      at = next;
    }
    if (at.frame === undefined) {
      at.frame = textFrame(
        `{"type":"${type}","sentAt":${Date.now()},"quotes":[${quotes.map(serialize).join(',')}]}`,
      );
      this.clearSoon();
    }
    return at.frame;
  }

  private clearSoon(): void {
    if (this.clearQueued) return;
    this.clearQueued = true;
    setImmediate(() => {
      this.clearQueued = false;
      this.last = undefined;
      for (const root of Object.values(this.roots)) {
        root.frame = undefined;
        root.next.clear();
      }
    });
  }
}

export const frame = (value: ServerFrame): string => JSON.stringify(value);
