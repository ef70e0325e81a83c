import type { Candle, CandleInterval, Instrument } from '../types.ts';
import { FinnhubError } from './finnhub-errors.ts';
import { errorText, fromFeed, isRecord, roundToTick } from './finnhub-frames.ts';

/*
 * Finnhub REST candles (https://finnhub.io/docs/api/stock-candles). What this relies on, and
 * what the fake server in the tests speaks:
 *
 * REST `GET https://finnhub.io/api/v1/stock/candle?symbol&resolution&from&to` with the key in the
 * `X-Finnhub-Token` header (equivalent to `&token=`, and keeps the key out of URLs and logs).
 * - resolution 1, 5, 15, 30, 60 (minutes), D, W, M; from/to UNIX seconds, both inclusive.
 * - 200 {"c":[...],"h":[...],"l":[...],"o":[...],"t":[...],"v":[...],"s":"ok"}: parallel arrays
 *   of numbers, t the UNIX second at which each bar starts; or {"s":"no_data"} with nothing to
 *   return. Errors: 401/403 (bad key, or a plan without access), 429 (rate limit), as
 *   {"error":"..."}.
 */

/** What a candles request needs from the provider. */
export interface FinnhubRestContext {
  /** Without a trailing slash, e.g. https://finnhub.io/api/v1. */
  readonly restUrl: string;
  readonly apiKey: string;
  readonly timeoutMs: number;
  /** Candles are clamped to the present. */
  readonly clock: () => Date;
}

const INTERVAL_RESOLUTION: Readonly<Record<CandleInterval, string>> = {
  '1m': '1',
  '5m': '5',
  '15m': '15',
  '1h': '60',
  '1d': 'D',
  '1w': 'W',
};

const isNumberArray = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'number' && Number.isFinite(n));

/** The candles of `instrument` (Finnhub's `finnhubSymbol`) starting in [from, min(to, now)). */
export const fetchFinnhubCandles = async (
  context: FinnhubRestContext,
  instrument: Instrument,
  finnhubSymbol: string,
  interval: CandleInterval,
  from: Date,
  to: Date,
): Promise<Candle[]> => {
  const now = context.clock();
  const until = Math.min(to.getTime(), now.getTime());
  if (until <= from.getTime()) return [];

  const url = new URL(`${context.restUrl}/stock/candle`);
  url.searchParams.set('symbol', finnhubSymbol);
  url.searchParams.set('resolution', INTERVAL_RESOLUTION[interval]);
  url.searchParams.set('from', String(Math.floor(from.getTime() / 1000)));
  // Finnhub's `to` is inclusive; bars starting at `until` or later are filtered out below.
  url.searchParams.set('to', String(Math.ceil(until / 1000)));
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      headers: { 'X-Finnhub-Token': context.apiKey, Accept: 'application/json' },
      signal: AbortSignal.timeout(context.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    // Unreachable, reset or timed out. The URL carries no key, but only the reason is kept.
    const reason = error instanceof Error ? error.message : String(error);
    throw new FinnhubError(`Finnhub candles for ${finnhubSymbol}: ${reason}`, 'http');
  }
  if (!response.ok) {
    throw new FinnhubError(
      `Finnhub candles for ${finnhubSymbol}: HTTP ${response.status} ${errorText(text)}`,
      'http',
      response.status,
    );
  }
  return parseFinnhubCandles(instrument, finnhubSymbol, text, from.getTime(), until);
};

/** A 200 candles body as candles starting in [from, until) (UNIX ms), in time order. */
export const parseFinnhubCandles = (
  instrument: Instrument,
  finnhubSymbol: string,
  text: string,
  from: number,
  until: number,
): Candle[] => {
  const bad = (why: string) =>
    new FinnhubError(`Finnhub candles for ${finnhubSymbol}: ${why}`, 'http', 200);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw bad('the body is not JSON');
  }
  if (!isRecord(body)) throw bad('the body is not an object');
  if (body.s === 'no_data') return [];
  if (body.s !== 'ok') throw bad(`status ${JSON.stringify(body.s)}`);
  const { t, o, h, l, c, v } = body;
  if (
    !isNumberArray(t) ||
    !isNumberArray(o) ||
    !isNumberArray(h) ||
    !isNumberArray(l) ||
    !isNumberArray(c) ||
    !isNumberArray(v)
  ) {
    throw bad('missing or non-numeric arrays');
  }
  const n = t.length;
  if (![o, h, l, c, v].every((a) => a.length === n)) throw bad('arrays of different lengths');

  const candles: { at: number; candle: Candle }[] = [];
  for (let i = 0; i < n; i += 1) {
    const at = (t[i] ?? 0) * 1000;
    if (at < from || at >= until) continue;
    const price = (a: number[]) => roundToTick(instrument, fromFeed(a[i] ?? 0));
    candles.push({
      at,
      candle: {
        time: new Date(at).toISOString(),
        open: price(o),
        high: price(h),
        low: price(l),
        close: price(c),
        volume: fromFeed(v[i] ?? 0).toFixed(),
      },
    });
  }
  candles.sort((a, b) => a.at - b.at);
  return candles.map((x) => x.candle);
};
