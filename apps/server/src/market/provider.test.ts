import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMarketCalendar } from '@brokerage/shared/market-time';
import { UnknownInstrumentError, findInstrument } from './catalogue/index.ts';
import { SimulatedProvider, type MarketDataProvider } from './provider.ts';
import { generateHistory } from './simulator/index.ts';
import type { Tick } from './types.ts';

const calendar = createMarketCalendar();

describe('SimulatedProvider', () => {
  let now: Date;
  const clock = () => now;

  beforeEach(() => {
    vi.useFakeTimers();
    now = new Date('2026-06-10T14:00:00Z');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const provider = (intervalMs?: number) =>
    new SimulatedProvider({ seed: 5, clock, calendar, intervalMs });

  it('says it is simulated', () => {
    const p: MarketDataProvider = provider();
    expect(p.source).toBe('simulated');
  });

  it('ticks subscribers once per interval (default 1 s) while started, and not after stop', () => {
    const p = provider();
    const got: Tick[] = [];
    p.subscribe(['US:AAPL', 'MSFT'], (t) => got.push(t));
    p.start();
    for (let i = 0; i < 3; i += 1) {
      now = new Date(now.getTime() + 1000);
      vi.advanceTimersByTime(1000);
    }
    expect(got).toHaveLength(6);
    expect(new Set(got.map((t) => t.symbol))).toEqual(new Set(['AAPL', 'MSFT']));
    p.stop();
    vi.advanceTimersByTime(5000);
    expect(got).toHaveLength(6);
  });

  it('honours a configured interval', () => {
    const p = provider(250);
    const got: Tick[] = [];
    p.subscribe(['US:AAPL'], (t) => got.push(t));
    p.start();
    vi.advanceTimersByTime(1000);
    expect(got).toHaveLength(4);
    p.stop();
  });

  it('prices everything in evenly spaced rounds, one phase after another', () => {
    const p = new SimulatedProvider({ seed: 5, clock, calendar, intervalMs: 1000, phases: 4 });
    const got: Tick[] = [];
    p.subscribe(['US:AAPL'], (t) => got.push(t));
    p.start();
    vi.advanceTimersByTime(249);
    expect(got).toHaveLength(0);
    vi.advanceTimersByTime(2000 - 249);
    expect(got.map((t) => t.round)).toEqual(
      [0, 1, 2, 3, 0, 1, 2, 3].map((phase) => ({ phase, phases: 4 })),
    );
    p.stop();
  });

  it('stops delivering after unsubscribe and only sends the symbols asked for', () => {
    const p = provider();
    const a: Tick[] = [];
    const b: Tick[] = [];
    const stopA = p.subscribe(['US:AAPL'], (t) => a.push(t));
    p.subscribe(['DE:SAP'], (t) => b.push(t));
    p.emit();
    stopA();
    p.emit();
    expect(a).toHaveLength(1);
    expect(b.map((t) => t.symbol)).toEqual(['SAP', 'SAP']);
  });

  it('sends nothing for a closed market', () => {
    now = new Date('2026-06-13T15:00:00Z'); // Saturday
    const p = provider();
    const got: Tick[] = [];
    p.subscribe(['US:AAPL', 'HK:0700'], (t) => got.push(t));
    p.emit();
    expect(got).toEqual([]);
    expect(p.quotes(['US:AAPL'])[0]?.isOpen).toBe(false);
  });

  it('refuses unknown and ambiguous symbols', () => {
    const p = provider();
    expect(() => p.subscribe(['US:NOPE'], () => undefined)).toThrow(UnknownInstrumentError);
    expect(() => p.subscribe(['SAN'], () => undefined)).toThrow(/Ambiguous/);
  });

  it('keeps delivering to others when one subscriber throws', () => {
    const errors: unknown[] = [];
    const p = new SimulatedProvider({ seed: 5, clock, calendar, onError: (e) => errors.push(e) });
    const got: Tick[] = [];
    p.subscribe(['US:AAPL'], () => {
      throw new Error('boom');
    });
    p.subscribe(['US:AAPL'], (t) => got.push(t));
    p.emit();
    expect(got).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });

  it('fetches the candles of the same path, never past the clock', async () => {
    const p = provider();
    const aapl = findInstrument('US', 'AAPL');
    if (!aapl) throw new Error('AAPL missing');
    const from = new Date('2026-06-10T13:30:00Z');
    const candles = await p.fetchCandles('US:AAPL', '5m', from, new Date('2026-06-11T00:00:00Z'));
    expect(candles).toEqual(
      generateHistory(aapl, { seed: 5, from, to: now, interval: '5m', calendar }),
    );
    expect(candles.at(-1)?.close).toBe(p.quotes(['US:AAPL'])[0]?.price);
    await expect(p.fetchCandles('XX:NOPE', '1d', from, now)).rejects.toThrow(
      UnknownInstrumentError,
    );
  });

  it('continues the fetched history with its live ticks', async () => {
    const p = provider();
    const got: Tick[] = [];
    p.subscribe(['US:AAPL'], (t) => got.push(t));
    const candles = await p.fetchCandles('US:AAPL', '1m', new Date('2026-06-10T13:30:00Z'), now);
    p.emit();
    expect(got[0]?.price).toBe(candles.at(-1)?.close);
  });
});
