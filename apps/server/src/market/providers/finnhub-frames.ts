import { Decimal } from '@brokerage/shared';
import type WebSocket from 'ws';
import { tickSizeFor } from '../catalogue/index.ts';
import type { Instrument } from '../types.ts';

/*
 * Parsing what Finnhub sends (the protocol is described in finnhub-provider.ts and
 * finnhub-candles.ts).
 *
 * Prices arrive as JSON numbers. They are read back through the shortest round-trip decimal
 * text of the double (String(p)), which is the text Finnhub sent for any price of at most 15
 * significant digits, and from there on handled only as Decimal: rounded to the exchange's tick
 * for that price (tickSizeFor) and written with the tick's number of places.
 */

/** One entry of a {"type":"trade"} frame's data. */
export interface Trade {
  readonly s: string;
  readonly p: number;
  readonly t: number;
  readonly v: number;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isTrade = (value: unknown): value is Trade =>
  isRecord(value) &&
  typeof value.s === 'string' &&
  typeof value.p === 'number' &&
  Number.isFinite(value.p) &&
  value.p > 0 &&
  typeof value.t === 'number' &&
  Number.isFinite(value.t) &&
  typeof value.v === 'number' &&
  Number.isFinite(value.v) &&
  value.v >= 0;

/** A number from the feed as a Decimal, through its shortest round-trip text (never arithmetic). */
export const fromFeed = (n: number): Decimal => new Decimal(String(n));

/** A price rounded half-up to the exchange's tick at that price, written with the tick's places. */
export const roundToTick = (instrument: Instrument, price: Decimal): string => {
  const tick = new Decimal(tickSizeFor(instrument.market, instrument.kind, price.toFixed()));
  let rounded = price.toNearest(tick, Decimal.ROUND_HALF_UP);
  // A trade below half a tick would round to zero; the smallest price is one tick.
  if (rounded.lte(0)) rounded = tick;
  return rounded.toFixed(tick.decimalPlaces());
};

/** A WebSocket message as text, whichever of ws's shapes it arrived in. */
export const rawText = (data: WebSocket.RawData): string => {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
};

/** The `error` of a Finnhub error body, or the start of whatever came back. */
export const errorText = (text: string): string => {
  try {
    const body: unknown = JSON.parse(text);
    if (isRecord(body) && typeof body.error === 'string') return body.error;
  } catch {
    // not JSON: fall through
  }
  return text.slice(0, 200);
};
