import type { LiveQuote } from '../hub/live-quote.ts';
import type { ServerFrame } from './protocol.ts';

// The hub hands out one immutable object per quote version, shared by every subscriber of
// that instrument: serialising it once instead of once per socket is most of the fan-out cost.
const serialized = new WeakMap<LiveQuote, string>();

const quoteJson = (quote: LiveQuote): string => {
  let json = serialized.get(quote);
  if (json === undefined) {
    json = JSON.stringify(quote);
    serialized.set(quote, json);
  }
  return json;
};

/** `{"type":"quotes"|"snapshot","sentAt":..., "quotes":[...]}` built from cached parts. */
export const quotesFrame = (type: 'quotes' | 'snapshot', quotes: readonly LiveQuote[]): string =>
  `{"type":"${type}","sentAt":${Date.now()},"quotes":[${quotes.map(quoteJson).join(',')}]}`;

export const frame = (value: ServerFrame): string => JSON.stringify(value);
