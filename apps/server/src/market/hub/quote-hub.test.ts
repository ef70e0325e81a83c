import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quote } from '../simulator/index.ts';
import { FakeProvider, tickOf } from './fake-provider.ts';
import type { LiveQuote } from './live-quote.ts';
import { QuoteHub, type QuoteHubOptions } from './quote-hub.ts';

const T0 = Date.parse('2026-06-10T14:00:00Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

const aaplDay: Quote = {
  symbol: 'AAPL',
  market: 'US',
  price: '100.30',
  bid: '100.29',
  ask: '100.31',
  volume: '500',
  time: at(0),
  open: '100.00',
  high: '100.50',
  low: '99.90',
  previousClose: '100.10',
  isOpen: true,
};

describe('QuoteHub', () => {
  let provider: FakeProvider;
  let hub: QuoteHub;
  const make = (options: Partial<QuoteHubOptions> = {}) => {
    provider = new FakeProvider('simulated', new Map([['US:AAPL', aaplDay]]));
    hub = new QuoteHub({
      provider,
      clock: () => new Date(),
      isMarketOpen: () => true,
      conflateMs: 250,
      staleMs: 10_000,
      ...options,
    });
    return hub;
  };
  /** Lets the microtask that flushes a round of ticks run. */
  const settle = () => Promise.resolve();

  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    hub.stop();
    vi.useRealTimers();
  });

  it('conflates many ticks in one interval into one delivery holding the latest', async () => {
    make();
    const deliveries: (readonly LiveQuote[])[] = [];
    hub.subscribe(['US:AAPL', 'US:MSFT'], (quotes) => deliveries.push(quotes));

    provider.push(tickOf('US:AAPL', '100.40', at(0)));
    await settle();
    // An idle subscriber gets the first tick at once (leading edge).
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]?.map((q) => q.close)).toEqual(['100.40']);

    for (let i = 1; i <= 20; i += 1) {
      vi.advanceTimersByTime(10);
      provider.push(tickOf('US:AAPL', `100.${40 + i}`, at(i * 10)));
      if (i % 5 === 0) provider.push(tickOf('US:MSFT', `400.0${i / 5}`, at(i * 10)));
      await settle();
    }
    expect(deliveries).toHaveLength(1);
    vi.advanceTimersByTime(50);
    expect(deliveries).toHaveLength(2);
    const batch = deliveries[1] ?? [];
    expect(batch.map((q) => [q.key, q.close])).toEqual([
      ['US:AAPL', '100.60'],
      ['US:MSFT', '400.04'],
    ]);
    vi.advanceTimersByTime(1_000);
    expect(deliveries).toHaveLength(2);
  });

  it('hands subscribers of the same keys one array, each at its own pace', async () => {
    make();
    const a: (readonly LiveQuote[])[] = [];
    const b: (readonly LiveQuote[])[] = [];
    hub.subscribe(['US:AAPL', 'US:MSFT'], (quotes) => a.push(quotes));
    hub.subscribe(['US:MSFT', 'US:AAPL'], (quotes) => b.push(quotes));
    provider.push(tickOf('US:AAPL', '100.40', at(0)));
    await settle();
    expect(a).toHaveLength(1);
    expect(b[0]).toBe(a[0]);

    // A late subscriber is not held back by the others' interval, nor handed what came before.
    vi.advanceTimersByTime(100);
    const c: (readonly LiveQuote[])[] = [];
    hub.subscribe(['US:AAPL', 'US:MSFT'], (quotes) => c.push(quotes));
    provider.push(tickOf('US:MSFT', '400.10', at(100)));
    await settle();
    expect(c.map((d) => d.map((q) => q.close))).toEqual([['400.10']]);
    expect(a).toHaveLength(1);
    vi.advanceTimersByTime(150);
    expect(a.map((d) => d.map((q) => q.close))).toEqual([['100.40'], ['400.10']]);
    expect(b[1]).toBe(a[1]);
  });

  it('keeps the unheard quotes of the other keys when one key is unsubscribed', async () => {
    make();
    const seen: string[][] = [];
    const subscription = hub.subscribe(['US:AAPL', 'US:MSFT', 'US:TSLA'], (quotes) =>
      seen.push(quotes.map((q) => `${q.key}=${q.close}`)),
    );
    provider.push(tickOf('US:AAPL', '100.40', at(0)));
    await settle();
    vi.advanceTimersByTime(100);
    provider.push(tickOf('US:MSFT', '400.10', at(100)));
    provider.push(tickOf('US:TSLA', '200.10', at(100)));
    await settle();
    subscription.remove(['US:TSLA']);
    vi.advanceTimersByTime(150);
    expect(seen).toEqual([['US:AAPL=100.40'], ['US:MSFT=400.10']]);
  });

  it('delivers every round when conflation is off', async () => {
    make({ conflateMs: 0 });
    const deliveries: (readonly LiveQuote[])[] = [];
    hub.subscribe(['US:AAPL'], (quotes) => deliveries.push(quotes));
    for (let i = 0; i < 3; i += 1) {
      provider.push(tickOf('US:AAPL', `100.4${i}`, at(i)));
      await settle();
    }
    expect(deliveries.map((d) => d.map((q) => q.close))).toEqual([
      ['100.40'],
      ['100.41'],
      ['100.42'],
    ]);
  });

  it('computes change and change % exactly from the previous close', async () => {
    make();
    expect(hub.snapshot(['US:AAPL'])[0]).toMatchObject({
      close: '100.30',
      previousClose: '100.10',
      change: '0.20',
      changePercent: '0.20',
      source: 'simulated',
    });
    const seen: LiveQuote[] = [];
    hub.subscribe(['US:AAPL'], (quotes) => seen.push(...quotes));
    provider.push(tickOf('US:AAPL', '100.00', at(1)));
    await settle();
    expect(seen[0]).toMatchObject({
      open: '100.00',
      high: '100.50',
      low: '99.90',
      close: '100.00',
      change: '-0.10',
      // -0.1 / 100.1 * 100 = -0.0999000999... -> -0.10 (half up, once).
      changePercent: '-0.10',
    });
    vi.advanceTimersByTime(250);
    provider.push(tickOf('US:AAPL', '101.00', at(300)));
    await settle();
    expect(seen[1]).toMatchObject({ high: '101.00', change: '0.90', changePercent: '0.90' });
  });

  it('subscribes the provider once per watched instrument and lets go with the last watcher', () => {
    make();
    const a = hub.subscribe(['US:AAPL', 'US:MSFT'], () => undefined);
    const b = hub.subscribe(['US:AAPL'], () => undefined);
    expect(Object.fromEntries(provider.subscriptions)).toEqual({ 'US:AAPL': 1, 'US:MSFT': 1 });
    a.close();
    expect(Object.fromEntries(provider.subscriptions)).toEqual({ 'US:AAPL': 1 });
    b.add(['US:TSLA']);
    b.remove(['US:AAPL']);
    expect(Object.fromEntries(provider.subscriptions)).toEqual({ 'US:TSLA': 1 });
    b.close();
    expect(provider.subscriptions.size).toBe(0);
    expect(hub.watchedCount).toBe(0);
  });

  it('marks a quote stale after the configured silence while the market is open', async () => {
    make();
    hub.start();
    const seen: LiveQuote[] = [];
    hub.subscribe(['US:AAPL'], (quotes) => seen.push(...quotes));
    provider.push(tickOf('US:AAPL', '100.40', at(0)));
    await settle();
    expect(seen.at(-1)?.stale).toBe(false);
    vi.advanceTimersByTime(9_000);
    expect(hub.snapshot(['US:AAPL'])[0]?.stale).toBe(false);
    vi.advanceTimersByTime(6_000);
    expect(hub.snapshot(['US:AAPL'])[0]?.stale).toBe(true);
    await settle();
    expect(seen.at(-1)).toMatchObject({ stale: true, close: '100.40' });
    provider.push(tickOf('US:AAPL', '100.50', at(15_000)));
    await settle();
    vi.advanceTimersByTime(250);
    expect(seen.at(-1)).toMatchObject({ stale: false, close: '100.50' });
  });

  it('never calls a quote stale while its market is closed', () => {
    let open = true;
    make({ isMarketOpen: () => open });
    hub.start();
    hub.subscribe(['US:AAPL'], () => undefined);
    open = false;
    vi.advanceTimersByTime(60_000);
    expect(hub.snapshot(['US:AAPL'])[0]).toMatchObject({ stale: false, isOpen: false });
  });

  it('keeps delivering to the others when one listener throws', async () => {
    const errors: unknown[] = [];
    make({ onError: (error) => errors.push(error) });
    const got: string[] = [];
    hub.subscribe(['US:AAPL'], () => {
      throw new Error('broken screen');
    });
    hub.subscribe(['US:AAPL'], (quotes) => got.push(...quotes.map((q) => q.close)));
    provider.push(tickOf('US:AAPL', '100.40', at(0)));
    await settle();
    expect(got).toEqual(['100.40']);
    expect(errors).toHaveLength(1);
  });

  it('delivers a simulator round only to the subscribers of its phase, a feed tick to all', async () => {
    make();
    const heard = [0, 1, 2].map(() => [] as string[]);
    heard.forEach((got, index) =>
      hub.subscribe(['US:AAPL'], (quotes) => got.push(`${index}:${quotes[0]?.close ?? ''}`)),
    );
    const round = (phase: number, price: string, ms: number) =>
      provider.push({ ...tickOf('US:AAPL', price, at(ms)), round: { phase, phases: 2 } });

    round(0, '100.40', 0);
    await settle();
    vi.advanceTimersByTime(500);
    round(1, '100.50', 500);
    await settle();
    vi.advanceTimersByTime(500);
    round(0, '100.60', 1_000);
    await settle();
    // Subscribers 0 and 2 hear phase 0, subscriber 1 phase 1: each once a round of two.
    expect(heard).toEqual([['0:100.40', '0:100.60'], ['1:100.50'], ['2:100.40', '2:100.60']]);

    vi.advanceTimersByTime(500);
    provider.push(tickOf('US:AAPL', '100.70', at(1_500)));
    await settle();
    expect(heard.map((got) => got.at(-1))).toEqual(['0:100.70', '1:100.70', '2:100.70']);
  });

  it('ignores ticks older than the quote it holds', async () => {
    make();
    const got: string[] = [];
    hub.subscribe(['US:AAPL'], (quotes) => got.push(...quotes.map((q) => q.close)));
    provider.push(tickOf('US:AAPL', '100.40', at(1_000)));
    provider.push(tickOf('US:AAPL', '99.00', at(500)));
    await settle();
    expect(got).toEqual(['100.40']);
  });

  it('resolves bare symbols when unique and refuses unknown ones', () => {
    make();
    expect(hub.resolve('AAPL')).toBe('US:AAPL');
    expect(hub.resolve('US:AAPL')).toBe('US:AAPL');
    expect(() => hub.resolve('NOPE:XYZ')).toThrow(/Unknown instrument/);
  });
});
