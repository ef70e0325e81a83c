import { Decimal } from '@brokerage/shared';
import WebSocket from 'ws';
import { sharedCalendar, type MarketCalendar } from '../calendar/index.ts';
import { CATALOGUE, instrumentKey, resolveInstrument, tickSizeFor } from '../catalogue/index.ts';
import type { MarketDataProvider } from '../provider.ts';
import type { Candle, CandleInterval, Instrument, Tick } from '../types.ts';
import { toFinnhubSymbol } from './finnhub-symbols.ts';

/*
 * Finnhub (https://finnhub.io/docs/api/websocket-trades, /docs/api/stock-candles). What this
 * adapter relies on, and what the fake server in the tests speaks:
 *
 * WebSocket `wss://ws.finnhub.io?token=<key>` (the key only travels in the query string).
 * - client -> server, one symbol per frame: {"type":"subscribe","symbol":"AAPL"} and
 *   {"type":"unsubscribe","symbol":"AAPL"}. No acknowledgement is sent. Subscriptions live as
 *   long as the connection, so after a reconnect every symbol is subscribed again.
 * - server -> client:
 *   {"type":"trade","data":[{"s":"AAPL","p":261.74,"t":1582641600000,"v":100,"c":null}]}:
 *   s symbol, p last price, t UNIX milliseconds, v volume of that trade, c trade conditions (a
 *   list of codes or null; ignored). One frame may carry several trades of several symbols, in
 *   time order.
 *   {"type":"ping"}: keep-alive, needs no answer; any frame counts as a sign of life.
 *   {"type":"error","msg":"..."} (e.g. "Subscribing to too many symbols"): reported, not fatal.
 *   Other types (news for premium plans) are ignored.
 * - A bad key is refused at the handshake (HTTP 401); it is reported and retried with backoff.
 * - There are no quotes (bid/ask) on this stream, so bid = ask = last trade price, and no day
 *   volume: the day's volume is summed from the trades seen since subscribing.
 *
 * REST `GET https://finnhub.io/api/v1/stock/candle?symbol&resolution&from&to` with the key in the
 * `X-Finnhub-Token` header (equivalent to `&token=`, and keeps the key out of URLs and logs).
 * - resolution 1, 5, 15, 30, 60 (minutes), D, W, M; from/to UNIX seconds, both inclusive.
 * - 200 {"c":[...],"h":[...],"l":[...],"o":[...],"t":[...],"v":[...],"s":"ok"}: parallel arrays
 *   of numbers, t the UNIX second at which each bar starts; or {"s":"no_data"} with nothing to
 *   return. Errors: 401/403 (bad key, or a plan without access), 429 (rate limit), as
 *   {"error":"..."}.
 *
 * Prices arrive as JSON numbers. They are read back through the shortest round-trip decimal
 * text of the double (String(p)), which is the text Finnhub sent for any price of at most 15
 * significant digits, and from there on handled only as Decimal: rounded to the exchange's tick
 * for that price (tickSizeFor) and written with the tick's number of places.
 */

export const FINNHUB_WS_URL = 'wss://ws.finnhub.io';
export const FINNHUB_REST_URL = 'https://finnhub.io/api/v1';

export type FinnhubErrorCode =
  /** An {"type":"error"} frame from Finnhub. */
  | 'feed-error'
  /** A frame that is not JSON or not the shape above. */
  | 'bad-frame'
  /** The socket failed to connect or broke. */
  | 'connection'
  /** No frame and no pong within a heartbeat interval: the connection is dropped and redone. */
  | 'stalled'
  /** The candles endpoint answered with an error status or an unexpected body. */
  | 'http'
  /** The instrument has no Finnhub symbol (indices): it is never ticked. */
  | 'unsupported-symbol';

export class FinnhubError extends Error {
  constructor(
    message: string,
    readonly code: FinnhubErrorCode,
    /** The HTTP status, for 'http'. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'FinnhubError';
  }
}

export interface BackoffOptions {
  /** First delay; default 500 ms. */
  readonly initialMs?: number;
  /** Ceiling of the doubling; default 30 s. */
  readonly maxMs?: number;
  /** A connection that stayed up this long resets the backoff; default 30 s. */
  readonly resetAfterMs?: number;
}

const DEFAULT_BACKOFF = { initialMs: 500, maxMs: 30_000, resetAfterMs: 30_000 };

/**
 * Delay before reconnect number `attempt` (0 for the first): initialMs doubling up to maxMs,
 * then "equal jitter": a uniformly random point in the upper half, so that server copies cut
 * off together do not come back in step, yet no retry comes sooner than half the nominal delay.
 */
export const backoffDelay = (
  attempt: number,
  options: BackoffOptions = {},
  random: () => number = Math.random,
): number => {
  const initial = options.initialMs ?? DEFAULT_BACKOFF.initialMs;
  const max = options.maxMs ?? DEFAULT_BACKOFF.maxMs;
  // Capping the exponent keeps 2 ** attempt finite however long the outage lasts.
  const nominal = Math.min(max, initial * 2 ** Math.min(attempt, 30));
  return Math.round(nominal / 2 + (nominal / 2) * random());
};

export type FinnhubStatus =
  | { readonly type: 'connected' }
  | { readonly type: 'disconnected'; readonly code: number; readonly reconnectInMs: number };

export interface FinnhubProviderOptions {
  readonly apiKey: string;
  /** Default wss://ws.finnhub.io; tests point it at a local fake. */
  readonly wsUrl?: string;
  /** Default https://finnhub.io/api/v1 (no trailing path); tests point it at a local fake. */
  readonly restUrl?: string;
  readonly instruments?: readonly Instrument[];
  /** Our instrument to Finnhub's symbol; undefined = not available from Finnhub. */
  readonly mapSymbol?: (instrument: Instrument) => string | undefined;
  /** Injected so tests control time: clamps candles to the present, dates the day's volume. */
  readonly clock?: () => Date;
  /** Which trading day a trade belongs to, for the cumulative volume. */
  readonly calendar?: MarketCalendar;
  readonly backoff?: BackoffOptions;
  /** Random source of the backoff jitter, in [0, 1). */
  readonly random?: () => number;
  /** Protocol ping interval; a connection silent for a whole interval is redone. Default 30 s. */
  readonly heartbeatMs?: number;
  /** Default 10 s, for the WebSocket handshake and each candles request. */
  readonly timeoutMs?: number;
  /** Feed errors, dropped connections, bad frames, throwing subscribers. Default: a warning. */
  readonly onError?: (error: unknown) => void;
  /** Connection changes, for logs and health checks. */
  readonly onStatus?: (status: FinnhubStatus) => void;
}

interface Subscription {
  readonly keys: ReadonlySet<string>;
  readonly onTick: (tick: Tick) => void;
}

/** A Finnhub symbol we are subscribed to, and how many of our subscriptions want it. */
interface Feed {
  readonly instrument: Instrument;
  readonly key: string;
  refs: number;
}

interface DayVolume {
  readonly day: string;
  readonly volume: Decimal;
}

interface Trade {
  readonly s: string;
  readonly p: number;
  readonly t: number;
  readonly v: number;
}

const INTERVAL_RESOLUTION: Readonly<Record<CandleInterval, string>> = {
  '1m': '1',
  '5m': '5',
  '15m': '15',
  '1h': '60',
  '1d': 'D',
  '1w': 'W',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isTrade = (value: unknown): value is Trade =>
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

const isNumberArray = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'number' && Number.isFinite(n));

/** A number from the feed as a Decimal, through its shortest round-trip text (never arithmetic). */
const fromFeed = (n: number): Decimal => new Decimal(String(n));

/** A price rounded half-up to the exchange's tick at that price, written with the tick's places. */
export const roundToTick = (instrument: Instrument, price: Decimal): string => {
  const tick = new Decimal(tickSizeFor(instrument.market, instrument.kind, price.toFixed()));
  let rounded = price.toNearest(tick, Decimal.ROUND_HALF_UP);
  // A trade below half a tick would round to zero; the smallest price is one tick.
  if (rounded.lte(0)) rounded = tick;
  return rounded.toFixed(tick.decimalPlaces());
};

/** Finnhub's streaming trades and REST candles behind MarketDataProvider (see the notes above). */
export class FinnhubProvider implements MarketDataProvider {
  readonly source = 'live' as const;
  private readonly instruments: readonly Instrument[];
  private readonly wsUrl: string;
  private readonly restUrl: string;
  private readonly mapSymbol: (instrument: Instrument) => string | undefined;
  private readonly clock: () => Date;
  private readonly calendar: MarketCalendar;
  private readonly random: () => number;
  private readonly heartbeatMs: number;
  private readonly timeoutMs: number;
  private readonly onError: (error: unknown) => void;
  private readonly subscriptions = new Set<Subscription>();
  /** By Finnhub symbol. */
  private readonly feeds = new Map<string, Feed>();
  private readonly unsupportedReported = new Set<string>();
  private readonly volumes = new Map<string, DayVolume>();
  private running = false;
  private socket: WebSocket | undefined;
  private openedAt: number | undefined;
  private attempt = 0;
  private heardFrom = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly options: FinnhubProviderOptions) {
    if (!options.apiKey.trim()) throw new Error('Finnhub needs an API key');
    this.instruments = options.instruments ?? CATALOGUE;
    this.wsUrl = options.wsUrl ?? FINNHUB_WS_URL;
    this.restUrl = (options.restUrl ?? FINNHUB_REST_URL).replace(/\/+$/, '');
    this.mapSymbol = options.mapSymbol ?? toFinnhubSymbol;
    this.clock = options.clock ?? (() => new Date());
    this.calendar = options.calendar ?? sharedCalendar();
    this.random = options.random ?? Math.random;
    this.heartbeatMs = options.heartbeatMs ?? 30_000;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.onError =
      options.onError ?? ((error) => process.emitWarning(`Finnhub market data: ${String(error)}`));
  }

  /** True while the socket is open (the hub may mark quotes stale while it is not). */
  get connected(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.attempt = 0;
    this.connect();
  }

  stop(): void {
    this.running = false;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = undefined;
    if (socket) {
      // Its close event is now stale and schedules nothing; errors after this point are noise.
      socket.on('error', () => undefined);
      socket.terminate();
    }
  }

  subscribe(symbols: readonly string[], onTick: (tick: Tick) => void): () => void {
    // Resolve all first: one bad symbol refuses the whole call rather than half-subscribing.
    const instruments = symbols.map((s) => resolveInstrument(s, this.instruments));
    const subscription: Subscription = { keys: new Set(instruments.map(instrumentKey)), onTick };
    this.subscriptions.add(subscription);
    const retained = new Map(instruments.map((i) => [instrumentKey(i), i]));
    for (const instrument of retained.values()) this.retain(instrument);
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.subscriptions.delete(subscription);
      for (const instrument of retained.values()) this.release(instrument);
    };
  }

  async fetchCandles(
    symbol: string,
    interval: CandleInterval,
    from: Date,
    to: Date,
  ): Promise<Candle[]> {
    const instrument = resolveInstrument(symbol, this.instruments);
    const finnhubSymbol = this.mapSymbol(instrument);
    if (!finnhubSymbol) {
      throw new FinnhubError(
        `No Finnhub symbol for ${instrumentKey(instrument)}`,
        'unsupported-symbol',
      );
    }
    const now = this.clock();
    const until = Math.min(to.getTime(), now.getTime());
    if (until <= from.getTime()) return [];

    const url = new URL(`${this.restUrl}/stock/candle`);
    url.searchParams.set('symbol', finnhubSymbol);
    url.searchParams.set('resolution', INTERVAL_RESOLUTION[interval]);
    url.searchParams.set('from', String(Math.floor(from.getTime() / 1000)));
    // Finnhub's `to` is inclusive; bars starting at `until` or later are filtered out below.
    url.searchParams.set('to', String(Math.ceil(until / 1000)));
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        headers: { 'X-Finnhub-Token': this.options.apiKey, Accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
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
    return this.parseCandles(instrument, finnhubSymbol, text, from.getTime(), until);
  }

  private parseCandles(
    instrument: Instrument,
    finnhubSymbol: string,
    text: string,
    from: number,
    until: number,
  ): Candle[] {
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
  }

  private retain(instrument: Instrument): void {
    const key = instrumentKey(instrument);
    const finnhubSymbol = this.mapSymbol(instrument);
    if (!finnhubSymbol) {
      if (!this.unsupportedReported.has(key)) {
        this.unsupportedReported.add(key);
        this.onError(
          new FinnhubError(`No Finnhub symbol for ${key}; it gets no ticks`, 'unsupported-symbol'),
        );
      }
      return;
    }
    const feed = this.feeds.get(finnhubSymbol);
    if (feed) {
      feed.refs += 1;
      return;
    }
    this.feeds.set(finnhubSymbol, { instrument, key, refs: 1 });
    this.send({ type: 'subscribe', symbol: finnhubSymbol });
  }

  private release(instrument: Instrument): void {
    const finnhubSymbol = this.mapSymbol(instrument);
    const feed = finnhubSymbol === undefined ? undefined : this.feeds.get(finnhubSymbol);
    if (!finnhubSymbol || !feed) return;
    feed.refs -= 1;
    if (feed.refs > 0) return;
    this.feeds.delete(finnhubSymbol);
    this.send({ type: 'unsubscribe', symbol: finnhubSymbol });
  }

  private send(frame: { type: 'subscribe' | 'unsubscribe'; symbol: string }): void {
    // While disconnected nothing is sent: the open handler subscribes to whatever is wanted then.
    const socket = this.socket;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
  }

  private connect(): void {
    const url = new URL(this.wsUrl);
    url.searchParams.set('token', this.options.apiKey);
    const socket = new WebSocket(url, { handshakeTimeout: this.timeoutMs });
    this.socket = socket;
    const current = () => this.socket === socket;

    socket.on('open', () => {
      if (!current()) return;
      this.openedAt = this.clock().getTime();
      this.heardFrom = true;
      for (const symbol of this.feeds.keys()) {
        socket.send(JSON.stringify({ type: 'subscribe', symbol }));
      }
      this.startHeartbeat(socket);
      this.options.onStatus?.({ type: 'connected' });
    });
    socket.on('message', (data: WebSocket.RawData) => {
      if (!current()) return;
      this.heardFrom = true;
      this.handleFrame(rawText(data));
    });
    socket.on('pong', () => {
      if (current()) this.heardFrom = true;
    });
    // ws follows every 'error' with 'close', which does the reconnecting. The message names no
    // URL, so the key in the query string does not reach the logs.
    socket.on('error', (error: Error) => {
      if (!current()) return;
      this.onError(new FinnhubError(`Finnhub connection: ${error.message}`, 'connection'));
    });
    socket.on('close', (code: number) => {
      if (!current()) return;
      this.socket = undefined;
      this.stopHeartbeat();
      if (!this.running) return;
      const upFor = this.openedAt === undefined ? 0 : this.clock().getTime() - this.openedAt;
      this.openedAt = undefined;
      const resetAfter = this.options.backoff?.resetAfterMs ?? DEFAULT_BACKOFF.resetAfterMs;
      if (upFor >= resetAfter) this.attempt = 0;
      const delay = backoffDelay(this.attempt, this.options.backoff, this.random);
      this.attempt += 1;
      this.options.onStatus?.({ type: 'disconnected', code, reconnectInMs: delay });
      this.reconnectTimer = setTimeout(() => {
        this.reconnectTimer = undefined;
        if (this.running && !this.socket) this.connect();
      }, delay);
      this.reconnectTimer.unref();
    });
  }

  private startHeartbeat(socket: WebSocket): void {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(() => {
      if (this.socket !== socket) return;
      if (!this.heardFrom) {
        this.onError(
          new FinnhubError(`Finnhub silent for ${this.heartbeatMs} ms; reconnecting`, 'stalled'),
        );
        socket.terminate();
        return;
      }
      this.heardFrom = false;
      socket.ping();
    }, this.heartbeatMs);
    this.heartbeatTimer.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = undefined;
  }

  private handleFrame(text: string): void {
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      this.onError(
        new FinnhubError(`Finnhub frame is not JSON: ${text.slice(0, 200)}`, 'bad-frame'),
      );
      return;
    }
    if (!isRecord(frame)) {
      this.onError(new FinnhubError('Finnhub frame is not an object', 'bad-frame'));
      return;
    }
    switch (frame.type) {
      case 'trade':
        if (Array.isArray(frame.data)) this.handleTrades(frame.data);
        else this.onError(new FinnhubError('Finnhub trade frame without data', 'bad-frame'));
        return;
      case 'error':
        this.onError(
          new FinnhubError(
            `Finnhub: ${typeof frame.msg === 'string' ? frame.msg : 'error'}`,
            'feed-error',
          ),
        );
        return;
      default:
        // 'ping' (liveness is noted on every frame) and types this adapter does not use.
        return;
    }
  }

  private handleTrades(data: readonly unknown[]): void {
    // One tick per instrument per frame, at its last trade: the hub conflates anyway, and a busy
    // frame carries dozens of trades of one symbol.
    const latest = new Map<string, Tick>();
    let skipped = 0;
    for (const item of data) {
      if (!isTrade(item)) {
        skipped += 1;
        continue;
      }
      // A trade still in flight for a symbol we have just unsubscribed is dropped.
      const feed = this.feeds.get(item.s);
      if (!feed) continue;
      const { instrument, key } = feed;
      const at = new Date(item.t);
      const day = this.calendar.localDate(instrument.market, at);
      const before = this.volumes.get(key);
      // A late trade of the previous day neither resets today's count nor moves the price.
      if (before && before.day > day) continue;
      const base = before && before.day === day ? before.volume : new Decimal(0);
      const volume = base.plus(fromFeed(item.v));
      this.volumes.set(key, { day, volume });
      const price = roundToTick(instrument, fromFeed(item.p));
      latest.set(key, {
        symbol: instrument.symbol,
        market: instrument.market,
        price,
        bid: price,
        ask: price,
        volume: volume.toFixed(),
        time: at.toISOString(),
      });
    }
    if (skipped > 0) {
      this.onError(new FinnhubError(`Finnhub: ${skipped} malformed trade(s) skipped`, 'bad-frame'));
    }
    for (const [key, tick] of latest) {
      for (const s of this.subscriptions) {
        if (!s.keys.has(key)) continue;
        try {
          s.onTick(tick);
        } catch (error) {
          this.onError(error);
        }
      }
    }
  }
}

const rawText = (data: WebSocket.RawData): string => {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
};

/** The `error` of a Finnhub error body, or the start of whatever came back. */
const errorText = (text: string): string => {
  try {
    const body: unknown = JSON.parse(text);
    if (isRecord(body) && typeof body.error === 'string') return body.error;
  } catch {
    // not JSON: fall through
  }
  return text.slice(0, 200);
};
