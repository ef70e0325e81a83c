import { Decimal } from '@brokerage/shared';
import WebSocket from 'ws';
import { sharedCalendar, type MarketCalendar } from '@brokerage/shared/market-time';
import { CATALOGUE, instrumentKey, resolveInstrument } from '../catalogue/index.ts';
import type { MarketDataProvider } from '../provider.ts';
import type { Candle, CandleInterval, Instrument, Tick } from '../types.ts';
import { DEFAULT_BACKOFF, backoffDelay, type BackoffOptions } from './backoff.ts';
import { fetchFinnhubCandles } from './finnhub-candles.ts';
import { FinnhubError } from './finnhub-errors.ts';
import { fromFeed, isRecord, isTrade, rawText, roundToTick } from './finnhub-frames.ts';
import { toFinnhubSymbol } from './finnhub-symbols.ts';

// Kept importable from here, where they were first defined.
export { backoffDelay, type BackoffOptions } from './backoff.ts';
export { FinnhubError, type FinnhubErrorCode } from './finnhub-errors.ts';
export { roundToTick } from './finnhub-frames.ts';

/*
 * Finnhub (https://finnhub.io/docs/api/websocket-trades). What this adapter relies on, and what
 * the fake server in the tests speaks (the REST candles are described in finnhub-candles.ts, the
 * handling of prices in finnhub-frames.ts):
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
 */

export const FINNHUB_WS_URL = 'wss://ws.finnhub.io';
export const FINNHUB_REST_URL = 'https://finnhub.io/api/v1';

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
    return fetchFinnhubCandles(
      {
        restUrl: this.restUrl,
        apiKey: this.options.apiKey,
        timeoutMs: this.timeoutMs,
        clock: this.clock,
      },
      instrument,
      finnhubSymbol,
      interval,
      from,
      to,
    );
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
