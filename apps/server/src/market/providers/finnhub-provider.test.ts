import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { Decimal } from '@brokerage/shared';
import { addDuration } from '@brokerage/shared/market-time';
import { UnknownInstrumentError, findInstrument } from '../catalogue/index.ts';
import type { Tick } from '../types.ts';
import {
  FinnhubError,
  FinnhubProvider,
  backoffDelay,
  roundToTick,
  type FinnhubProviderOptions,
  type FinnhubStatus,
} from './finnhub-provider.ts';
import { MarketDataConfigError, createMarketDataProvider } from './index.ts';

const API_KEY = 'test-key-123';

/** A local stand-in for Finnhub: its WebSocket trade stream and its candles endpoint. */
interface FakeFinnhub {
  readonly wsUrl: string;
  readonly restUrl: string;
  /** Every client frame, parsed, in arrival order, with the connection number it came on. */
  readonly frames: { conn: number; frame: unknown }[];
  /** The `token` query parameter of each connection attempt, refused ones included. */
  readonly tokens: (string | null)[];
  readonly candleRequests: { url: URL; headers: IncomingHttpHeaders }[];
  candles: (url: URL) => { status: number; body: unknown };
  /** Handshakes to refuse with 503 before accepting again (for the backoff test). */
  dropOnConnect: number;
  openSockets(): WebSocket[];
  send(frame: unknown): void;
  sendRaw(text: string): void;
  /** The server kills every connection (no close handshake), like a network drop. */
  dropAll(): void;
  close(): Promise<void>;
}

const startFake = async (
  options: { autoPong?: boolean; refuseWith?: number } = {},
): Promise<FakeFinnhub> => {
  const frames: FakeFinnhub['frames'] = [];
  const tokens: FakeFinnhub['tokens'] = [];
  const wss = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    autoPong: options.autoPong ?? true,
    verifyClient: (info, done) => {
      tokens.push(new URL(info.req.url ?? '/', 'http://127.0.0.1').searchParams.get('token'));
      if (options.refuseWith !== undefined) return done(false, options.refuseWith, 'Refused');
      if (fake.dropOnConnect > 0) {
        fake.dropOnConnect -= 1;
        return done(false, 503, 'Unavailable');
      }
      done(true);
    },
  });
  await new Promise<void>((resolve) => wss.once('listening', resolve));
  const sockets: WebSocket[] = [];
  let connections = 0;

  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    fake.candleRequests.push({ url, headers: req.headers });
    const { status, body } =
      url.pathname === '/api/v1/stock/candle'
        ? fake.candles(url)
        : { status: 404, body: { error: 'not found' } };
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));

  const fake: FakeFinnhub = {
    wsUrl: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    restUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}/api/v1`,
    frames,
    tokens,
    candleRequests: [],
    candles: () => ({ status: 200, body: { s: 'no_data' } }),
    dropOnConnect: 0,
    openSockets: () => sockets.filter((s) => s.readyState === WebSocket.OPEN),
    send: (frame) => fake.sendRaw(JSON.stringify(frame)),
    sendRaw: (text) => {
      for (const s of fake.openSockets()) s.send(text);
    },
    dropAll: () => {
      for (const s of sockets) s.terminate();
    },
    close: async () => {
      for (const s of sockets) s.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };

  wss.on('connection', (socket) => {
    connections += 1;
    const conn = connections;
    sockets.push(socket);
    socket.on('message', (data: WebSocket.RawData) => {
      frames.push({ conn, frame: JSON.parse(String(data)) });
    });
  });
  return fake;
};

const waitFor = async (what: string, condition: () => boolean, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const trade = (s: string, p: number, t: number, v: number) => ({ s, p, t, v, c: null });

// 2025-03-04 15:00:00 UTC = 10:00 in New York, a Tuesday.
const T0 = Date.UTC(2025, 2, 4, 15, 0, 0);

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Harness {
  readonly fake: FakeFinnhub;
  readonly provider: FinnhubProvider;
  readonly errors: unknown[];
  readonly statuses: FinnhubStatus[];
}

const setup = async (
  options: Partial<FinnhubProviderOptions> = {},
  fakeOptions: Parameters<typeof startFake>[0] = {},
): Promise<Harness> => {
  const fake = await startFake(fakeOptions);
  cleanups.push(() => fake.close());
  const errors: unknown[] = [];
  const statuses: FinnhubStatus[] = [];
  const provider = new FinnhubProvider({
    apiKey: API_KEY,
    wsUrl: fake.wsUrl,
    restUrl: fake.restUrl,
    clock: () => new Date(T0),
    backoff: { initialMs: 20, maxMs: 80 },
    random: () => 0,
    onError: (error) => errors.push(error),
    onStatus: (status) => statuses.push(status),
    ...options,
  });
  cleanups.push(() => provider.stop());
  return { fake, provider, errors, statuses };
};

const framesOn = (fake: FakeFinnhub, conn?: number) =>
  fake.frames.filter((f) => conn === undefined || f.conn === conn).map((f) => f.frame);

describe('backoffDelay', () => {
  it('doubles from 0.5 s to a 30 s ceiling, jittered within the upper half', () => {
    const low = [0, 1, 2, 3, 6, 7, 20].map((n) => backoffDelay(n, {}, () => 0));
    expect(low).toEqual([250, 500, 1000, 2000, 15_000, 15_000, 15_000]);
    const high = [0, 1, 2, 6, 7].map((n) => backoffDelay(n, {}, () => 0.999_999));
    expect(high).toEqual([500, 1000, 2000, 30_000, 30_000]);
    expect(backoffDelay(10_000, {}, () => 0.5)).toBe(22_500);
  });

  it('honours its options', () => {
    expect(backoffDelay(0, { initialMs: 100, maxMs: 300 }, () => 0)).toBe(50);
    expect(backoffDelay(5, { initialMs: 100, maxMs: 300 }, () => 0)).toBe(150);
  });
});

describe('roundToTick', () => {
  const get = (market: Parameters<typeof findInstrument>[0], symbol: string) => {
    const instrument = findInstrument(market, symbol);
    if (!instrument) throw new Error(`missing ${market}:${symbol}`);
    return instrument;
  };

  it('rounds half up on the decimal, not on the float', () => {
    // As a double 261.745 is 261.74499999..., which float rounding would take down.
    expect(roundToTick(get('US', 'AAPL'), new Decimal('261.745'))).toBe('261.75');
    expect(roundToTick(get('US', 'AAPL'), new Decimal('261.7'))).toBe('261.70');
  });

  it("uses the exchange's tick band at that price", () => {
    expect(roundToTick(get('HK', '0700'), new Decimal('598.3'))).toBe('598.5');
    expect(roundToTick(get('HK', '0700'), new Decimal('98.57'))).toBe('98.55');
    expect(roundToTick(get('DE', 'SAP'), new Decimal('234.57'))).toBe('234.55');
    expect(roundToTick(get('CN', '600519'), new Decimal('1452.804'))).toBe('1452.80');
  });

  it('never rounds a price down to zero', () => {
    expect(roundToTick(get('US', 'AAPL'), new Decimal('0.001'))).toBe('0.01');
  });
});

describe('FinnhubProvider streaming', () => {
  it('is a live source and requires a key', () => {
    expect(() => new FinnhubProvider({ apiKey: '  ' })).toThrow(/API key/);
    expect(new FinnhubProvider({ apiKey: 'k' }).source).toBe('live');
  });

  it('connects with the key and subscribes one frame per Finnhub symbol, once each', async () => {
    const { fake, provider, statuses } = await setup();
    // Before start: remembered, sent when the socket opens.
    provider.subscribe(['US:AAPL', 'HK:0700'], () => undefined);
    provider.start();
    await waitFor('two subscribe frames', () => fake.frames.length === 2);
    expect(fake.tokens).toEqual([API_KEY]);
    expect(provider.connected).toBe(true);
    expect(statuses).toEqual([{ type: 'connected' }]);
    expect(framesOn(fake)).toEqual([
      { type: 'subscribe', symbol: 'AAPL' },
      { type: 'subscribe', symbol: '0700.HK' },
    ]);

    // After open: sent at once; a symbol already subscribed is not sent again.
    provider.subscribe(['AAPL', 'DE:SAP'], () => undefined);
    await waitFor('SAP subscribe', () => fake.frames.length === 3);
    await sleep(30);
    expect(framesOn(fake).slice(2)).toEqual([{ type: 'subscribe', symbol: 'SAP.DE' }]);
  });

  it('turns trades into ticks with exact decimal prices and day volume', async () => {
    const { fake, provider } = await setup();
    const ticks: Tick[] = [];
    provider.subscribe(['US:AAPL', 'HK:0700'], (tick) => ticks.push(tick));
    provider.start();
    await waitFor('subscribed', () => fake.frames.length === 2);

    fake.send({ type: 'trade', data: [trade('AAPL', 261.74, T0, 100)] });
    await waitFor('first tick', () => ticks.length === 1);
    expect(ticks[0]).toEqual({
      symbol: 'AAPL',
      market: 'US',
      price: '261.74',
      bid: '261.74',
      ask: '261.74',
      volume: '100',
      time: '2025-03-04T15:00:00.000Z',
    });

    // Several trades in one frame: one tick per instrument at its last trade, volume summed.
    fake.send({
      type: 'trade',
      data: [
        trade('AAPL', 261.745, T0 + 1000, 50),
        trade('0700.HK', 598.3, T0 + 1000, 200),
        trade('AAPL', 0.1 + 0.2 + 261.5, T0 + 2000, 25),
        trade('MSFT', 400, T0 + 2000, 1),
      ],
    });
    await waitFor('two more ticks', () => ticks.length === 3);
    const bySymbol = new Map(ticks.slice(1).map((t) => [t.symbol, t]));
    expect(bySymbol.get('AAPL')).toMatchObject({
      price: '261.80',
      volume: '175',
      time: new Date(T0 + 2000).toISOString(),
    });
    expect(bySymbol.get('0700')).toMatchObject({
      market: 'HK',
      price: '598.5',
      bid: '598.5',
      ask: '598.5',
      volume: '200',
    });
    for (const tick of ticks) {
      for (const field of [tick.price, tick.bid, tick.ask, tick.volume]) {
        expect(typeof field).toBe('string');
      }
    }
  });

  it('starts the day volume afresh on a new trading day of the market', async () => {
    const { fake, provider } = await setup();
    const ticks: Tick[] = [];
    provider.subscribe(['US:AAPL'], (tick) => ticks.push(tick));
    provider.start();
    await waitFor('subscribed', () => fake.frames.length === 1);
    // 23:30 and 23:59 in New York on the 4th, then 00:30 on the 5th (05:30 UTC).
    const evening = Date.UTC(2025, 2, 5, 4, 30);
    fake.send({ type: 'trade', data: [trade('AAPL', 260, evening, 10)] });
    await waitFor('tick 1', () => ticks.length === 1);
    fake.send({ type: 'trade', data: [trade('AAPL', 260, evening + 29 * 60_000, 5)] });
    await waitFor('tick 2', () => ticks.length === 2);
    fake.send({ type: 'trade', data: [trade('AAPL', 261, evening + 60 * 60_000, 7)] });
    await waitFor('tick 3', () => ticks.length === 3);
    // A straggler of the 4th after the 5th began is dropped.
    fake.send({ type: 'trade', data: [trade('AAPL', 259, evening + 29.5 * 60_000, 1000)] });
    fake.send({ type: 'trade', data: [trade('AAPL', 262, evening + 61 * 60_000, 3)] });
    await waitFor('tick 4', () => ticks.length === 4);
    expect(ticks.map((t) => t.volume)).toEqual(['10', '15', '7', '10']);
    expect(ticks[3]?.price).toBe('262.00');
  });

  it('unsubscribes when the last subscriber of a symbol leaves, and stops its ticks', async () => {
    const { fake, provider } = await setup();
    const a: Tick[] = [];
    const b: Tick[] = [];
    const unsubscribeA = provider.subscribe(['US:AAPL'], (tick) => a.push(tick));
    const unsubscribeB = provider.subscribe(['US:AAPL', 'US:MSFT'], (tick) => b.push(tick));
    provider.start();
    await waitFor('subscribed', () => fake.frames.length === 2);

    unsubscribeA();
    unsubscribeA(); // idempotent
    fake.send({ type: 'trade', data: [trade('AAPL', 261, T0, 1)] });
    await waitFor('b gets AAPL', () => b.length === 1);
    expect(a).toEqual([]);
    expect(fake.frames.length).toBe(2);

    unsubscribeB();
    await waitFor('unsubscribe frames', () => fake.frames.length === 4);
    expect(framesOn(fake).slice(2)).toEqual([
      { type: 'unsubscribe', symbol: 'AAPL' },
      { type: 'unsubscribe', symbol: 'MSFT' },
    ]);
    fake.send({ type: 'trade', data: [trade('AAPL', 262, T0 + 1, 1)] });
    fake.send({ type: 'ping' });
    await sleep(50);
    expect(b.length).toBe(1);
  });

  it('refuses a call with an unknown symbol whole, and reports an index it cannot stream', async () => {
    const { fake, provider, errors } = await setup();
    provider.start();
    await waitFor('connected', () => provider.connected);
    expect(() => provider.subscribe(['US:AAPL', 'US:NOPE'], () => undefined)).toThrow(
      UnknownInstrumentError,
    );
    provider.subscribe(['US:SPX'], () => undefined);
    provider.subscribe(['US:SPX'], () => undefined);
    await sleep(50);
    expect(fake.frames).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(FinnhubError);
    expect((errors[0] as FinnhubError).code).toBe('unsupported-symbol');
  });

  it('reports error frames, bad frames and throwing subscribers, and keeps going', async () => {
    const { fake, provider, errors } = await setup();
    const ticks: Tick[] = [];
    provider.subscribe(['US:AAPL'], () => {
      throw new Error('subscriber bug');
    });
    provider.subscribe(['US:AAPL'], (tick) => ticks.push(tick));
    provider.start();
    await waitFor('subscribed', () => fake.frames.length === 1);

    fake.send({ type: 'error', msg: 'Subscribing to too many symbols' });
    fake.sendRaw('not json');
    fake.send({ type: 'trade', data: [{ s: 'AAPL', p: 'x' }, trade('AAPL', 261, T0, 1)] });
    await waitFor('tick', () => ticks.length === 1);
    const codes = errors.map((e) => (e instanceof FinnhubError ? e.code : String(e)));
    expect(codes).toEqual(['feed-error', 'bad-frame', 'bad-frame', 'Error: subscriber bug']);
    expect(String(errors[0])).toContain('Subscribing to too many symbols');
    expect(provider.connected).toBe(true);
    expect(fake.tokens).toHaveLength(1);
  });

  it('reconnects with growing backoff after drops and subscribes everything again', async () => {
    const { fake, provider, statuses } = await setup();
    const ticks: Tick[] = [];
    provider.subscribe(['US:AAPL', 'FR:MC'], (tick) => ticks.push(tick));
    const unsubscribe = provider.subscribe(['US:MSFT'], () => undefined);
    provider.start();
    await waitFor('subscribed', () => fake.frames.length === 3);
    unsubscribe();
    await waitFor('unsubscribed', () => fake.frames.length === 4);

    // The server goes away, then refuses twice more before accepting again.
    fake.dropOnConnect = 2;
    fake.dropAll();
    await waitFor(
      'connected again',
      () => statuses.filter((s) => s.type === 'connected').length === 2,
    );
    await waitFor('resubscribed', () => fake.frames.length === 6);
    expect(fake.tokens).toEqual([API_KEY, API_KEY, API_KEY, API_KEY]);
    // random = 0: half of 20, 40, 80 ms.
    expect(statuses.flatMap((s) => (s.type === 'disconnected' ? [s.reconnectInMs] : []))).toEqual([
      10, 20, 40,
    ]);
    const last = Math.max(...fake.frames.map((f) => f.conn));
    expect(framesOn(fake, last)).toEqual([
      { type: 'subscribe', symbol: 'AAPL' },
      { type: 'subscribe', symbol: 'MC.PA' },
    ]);

    fake.send({ type: 'trade', data: [trade('MC.PA', 512.37, T0, 3)] });
    await waitFor('tick after reconnect', () => ticks.length === 1);
    expect(ticks[0]).toMatchObject({ symbol: 'MC', market: 'FR', price: '512.4' });
  });

  it('resets the backoff once a connection has stayed up long enough', async () => {
    let now = T0;
    const { fake, provider, statuses } = await setup({
      clock: () => new Date(now),
      backoff: { initialMs: 20, maxMs: 80, resetAfterMs: 1000 },
    });
    provider.start();
    await waitFor('connected', () => provider.connected);
    fake.dropAll();
    await waitFor('connected 2', () => statuses.filter((s) => s.type === 'connected').length === 2);
    fake.dropAll();
    await waitFor('connected 3', () => statuses.filter((s) => s.type === 'connected').length === 3);
    now += 1000;
    fake.dropAll();
    await waitFor('connected 4', () => statuses.filter((s) => s.type === 'connected').length === 4);
    expect(statuses.flatMap((s) => (s.type === 'disconnected' ? [s.reconnectInMs] : []))).toEqual([
      10, 20, 10,
    ]);
  });

  it('redoes a connection that goes silent (no frames, no pongs)', async () => {
    const { fake, provider, errors } = await setup({ heartbeatMs: 40 }, { autoPong: false });
    provider.subscribe(['US:AAPL'], () => undefined);
    provider.start();
    await waitFor('subscribed', () => fake.frames.length === 1);
    await waitFor('second connection', () => fake.tokens.length >= 2, 2000);
    await waitFor('resubscribed', () => fake.frames.some((f) => f.conn === 2));
    expect(errors.some((e) => e instanceof FinnhubError && e.code === 'stalled')).toBe(true);
  });

  it('keeps a connection that answers pings', async () => {
    const { fake, provider, errors } = await setup({ heartbeatMs: 20 });
    provider.start();
    await waitFor('connected', () => provider.connected);
    await sleep(150);
    expect(fake.tokens).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('reports a refused handshake without leaking the key, and retries', async () => {
    const { fake, provider, errors, statuses } = await setup({}, { refuseWith: 401 });
    provider.start();
    await waitFor('two failures', () => statuses.length >= 2);
    expect(fake.tokens.length).toBeGreaterThanOrEqual(2);
    expect(new Set(fake.tokens)).toEqual(new Set([API_KEY]));
    expect(fake.openSockets()).toEqual([]);
    expect(provider.connected).toBe(false);
    const first = errors[0];
    expect(first).toBeInstanceOf(FinnhubError);
    expect((first as FinnhubError).code).toBe('connection');
    expect(String(first)).toContain('401');
    expect(errors.some((e) => String(e).includes(API_KEY))).toBe(false);
  });

  it('stops for good on stop(), and starts again', async () => {
    const { fake, provider, statuses } = await setup();
    provider.subscribe(['US:AAPL'], () => undefined);
    provider.start();
    provider.start(); // once only
    await waitFor('subscribed', () => fake.frames.length === 1);
    provider.stop();
    expect(provider.connected).toBe(false);
    await sleep(80);
    expect(fake.openSockets()).toHaveLength(0);
    expect(fake.tokens).toHaveLength(1);
    expect(statuses.filter((s) => s.type === 'disconnected')).toEqual([]);

    provider.start();
    await waitFor('subscribed again', () => fake.frames.length === 2);
    expect(fake.tokens).toHaveLength(2);
  });
});

describe('FinnhubProvider candles', () => {
  const series = {
    t: [T0 / 1000 - 3600, T0 / 1000, T0 / 1000 + 3600],
    o: [260.1, 261.745, 262],
    h: [261, 262.5, 263],
    l: [259.999, 261.2, 261.5],
    c: [260.5, 262.3, 262.8],
    v: [1000, 2500, 300],
    s: 'ok',
  };

  it('asks for the right bars and maps them to exact decimal candles', async () => {
    const { fake, provider } = await setup({ clock: () => new Date(T0 + 7200_000) });
    fake.candles = () => ({ status: 200, body: series });
    const from = new Date(T0);
    const to = new Date(T0 + 3600_000);
    const candles = await provider.fetchCandles('US:AAPL', '1h', from, to);

    const request = fake.candleRequests[0];
    expect(request?.url.pathname).toBe('/api/v1/stock/candle');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      symbol: 'AAPL',
      resolution: '60',
      from: String(T0 / 1000),
      to: String(T0 / 1000 + 3600),
    });
    expect(request?.headers['x-finnhub-token']).toBe(API_KEY);
    // Only the bar starting in [from, to): the ones before and at `to` are left out.
    expect(candles).toEqual([
      {
        time: new Date(T0).toISOString(),
        open: '261.75',
        high: '262.50',
        low: '261.20',
        close: '262.30',
        volume: '2500',
      },
    ]);
  });

  it('maps each interval to its resolution and never asks beyond the present', async () => {
    const { fake, provider } = await setup({ clock: () => new Date(T0) });
    const resolutions: string[] = [];
    fake.candles = (url) => {
      resolutions.push(url.searchParams.get('resolution') ?? '');
      return { status: 200, body: { s: 'no_data' } };
    };
    const from = addDuration(new Date(T0), { days: -30 });
    for (const interval of ['1m', '5m', '15m', '1h', '1d', '1w'] as const) {
      expect(await provider.fetchCandles('HK:0700', interval, from, new Date(T0 + 1e9))).toEqual(
        [],
      );
    }
    expect(resolutions).toEqual(['1', '5', '15', '60', 'D', 'W']);
    expect(fake.candleRequests[0]?.url.searchParams.get('symbol')).toBe('0700.HK');
    expect(fake.candleRequests[0]?.url.searchParams.get('to')).toBe(String(T0 / 1000));
    // A range wholly in the future needs no request.
    expect(
      await provider.fetchCandles('US:AAPL', '1d', new Date(T0 + 1), new Date(T0 + 9e9)),
    ).toEqual([]);
    expect(fake.candleRequests).toHaveLength(6);
  });

  it('turns error statuses and odd bodies into FinnhubError', async () => {
    const { fake, provider } = await setup({ clock: () => new Date(T0) });
    const from = addDuration(new Date(T0), { days: -1 });
    fake.candles = () => ({ status: 429, body: { error: 'API limit reached.' } });
    const limited = await provider
      .fetchCandles('US:AAPL', '1d', from, new Date(T0))
      .catch((e) => e);
    expect(limited).toBeInstanceOf(FinnhubError);
    expect(limited).toMatchObject({ code: 'http', status: 429 });
    expect(String(limited)).toContain('API limit reached.');

    fake.candles = () => ({ status: 200, body: { ...series, v: [1] } });
    await expect(provider.fetchCandles('US:AAPL', '1d', from, new Date(T0))).rejects.toThrow(
      /different lengths/,
    );
    fake.candles = () => ({ status: 200, body: '<html>' });
    await expect(provider.fetchCandles('US:AAPL', '1d', from, new Date(T0))).rejects.toThrow(
      /not JSON/,
    );
  });

  it('reports an unreachable endpoint as FinnhubError', async () => {
    const { fake, provider } = await setup({ clock: () => new Date(T0) });
    const restUrl = fake.restUrl;
    await fake.close();
    const offline = new FinnhubProvider({ apiKey: API_KEY, restUrl, clock: () => new Date(T0) });
    await expect(
      offline.fetchCandles('US:AAPL', '1d', addDuration(new Date(T0), { days: -1 }), new Date(T0)),
    ).rejects.toMatchObject({ name: 'FinnhubError', code: 'http', status: undefined });
    provider.stop();
  });

  it('refuses unknown symbols and instruments Finnhub does not carry', async () => {
    const { fake, provider } = await setup();
    await expect(
      provider.fetchCandles('US:NOPE', '1d', new Date(0), new Date(T0)),
    ).rejects.toBeInstanceOf(UnknownInstrumentError);
    await expect(
      provider.fetchCandles('US:SPX', '1d', new Date(0), new Date(T0)),
    ).rejects.toMatchObject({ code: 'unsupported-symbol' });
    expect(fake.candleRequests).toEqual([]);
  });
});

describe('createMarketDataProvider', () => {
  it('defaults to the simulator', () => {
    const provider = createMarketDataProvider({ seed: 1, alwaysOpen: true });
    expect(provider.source).toBe('simulated');
    expect(createMarketDataProvider({ kind: 'simulator', seed: 'x' }).source).toBe('simulated');
  });

  it('builds the Finnhub adapter when given a key, and refuses without one', () => {
    const provider = createMarketDataProvider({ kind: 'finnhub', apiKey: 'k', seed: 1 });
    expect(provider).toBeInstanceOf(FinnhubProvider);
    expect(provider.source).toBe('live');
    expect(() => createMarketDataProvider({ kind: 'finnhub', seed: 1 })).toThrow(
      MarketDataConfigError,
    );
    expect(() => createMarketDataProvider({ kind: 'finnhub', apiKey: ' ', seed: 1 })).toThrow(
      /FINNHUB_API_KEY/,
    );
    expect(() =>
      createMarketDataProvider({ kind: 'polygon' as 'finnhub', apiKey: 'k', seed: 1 }),
    ).toThrow(/Unknown market data provider/);
  });

  it('streams from the configured endpoint', async () => {
    const fake = await startFake();
    cleanups.push(() => fake.close());
    const provider = createMarketDataProvider({
      kind: 'finnhub',
      apiKey: API_KEY,
      seed: 1,
      wsUrl: fake.wsUrl,
      restUrl: fake.restUrl,
    });
    cleanups.push(() => provider.stop());
    const ticks: Tick[] = [];
    provider.subscribe(['SG:D05'], (tick) => ticks.push(tick));
    provider.start();
    await waitFor('subscribed', () => fake.frames.length === 1);
    expect(framesOn(fake)).toEqual([{ type: 'subscribe', symbol: 'D05.SI' }]);
    fake.send({ type: 'trade', data: [trade('D05.SI', 42.17, T0, 100)] });
    await waitFor('tick', () => ticks.length === 1);
    expect(ticks[0]).toMatchObject({ symbol: 'D05', market: 'SG', price: '42.17' });
  });
});
