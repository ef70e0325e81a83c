import { Decimal } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { createMarketCalendar } from '@brokerage/shared/market-time';
import { findInstrument } from '../catalogue/index.ts';
import type { Candle, CandleInterval, Instrument } from '../types.ts';
import { generateHistory } from './history.ts';
import { PENNY, aggregate, ohlcv, onTick } from './test-helpers.ts';

const need = (market: Parameters<typeof findInstrument>[0], symbol: string): Instrument => {
  const found = findInstrument(market, symbol);
  if (!found) throw new Error(`${market}:${symbol} missing`);
  return found;
};

const AAPL = need('US', 'AAPL');
const TENCENT = need('HK', '0700');
const TSMC = need('TW', '2330');
const calendar = createMarketCalendar();

const range = (
  from: string,
  to: string,
  interval: CandleInterval,
  instrument = AAPL,
  seed: string | number = 1,
) =>
  generateHistory(instrument, { seed, from: new Date(from), to: new Date(to), interval, calendar });

const closePrice = (c: Candle) => new Decimal(c.close);

describe('generateHistory: determinism', () => {
  it('gives the same candles for the same seed and range, every time', () => {
    const a = range('2026-01-05T00:00:00Z', '2026-01-10T00:00:00Z', '5m');
    const b = range('2026-01-05T00:00:00Z', '2026-01-10T00:00:00Z', '5m');
    expect(a.length).toBeGreaterThan(300);
    expect(b).toEqual(a);
  });

  it('gives different candles for a different seed', () => {
    const a = range('2026-01-05T00:00:00Z', '2026-01-10T00:00:00Z', '1h', AAPL, 1);
    const b = range('2026-01-05T00:00:00Z', '2026-01-10T00:00:00Z', '1h', AAPL, 2);
    expect(b.map((c) => c.close)).not.toEqual(a.map((c) => c.close));
  });

  it('does not depend on where the requested range starts', () => {
    const wide = range('2025-12-01T00:00:00Z', '2026-01-10T00:00:00Z', '1d');
    const narrow = range('2026-01-05T00:00:00Z', '2026-01-10T00:00:00Z', '1d');
    expect(wide.slice(-narrow.length)).toEqual(narrow);
  });

  it('is anchored on the reference price in mid-2025', () => {
    const [first] = range('2025-07-01T00:00:00Z', '2025-07-02T00:00:00Z', '1d');
    expect(first).toBeDefined();
    const open = new Decimal(first?.open ?? '0');
    expect(open.div(AAPL.referencePrice).minus(1).abs().lt(0.05)).toBe(true);
  });
});

describe('generateHistory: bounds', () => {
  it.each([
    ['AAPL', AAPL],
    ['0700', TENCENT],
    ['2330', TSMC],
    ['a penny stock drifting down', PENNY],
  ] as const)('%s: positive, on the tick, high/low enclose open/close', (_name, instrument) => {
    const candles = range('2025-07-01T00:00:00Z', '2026-07-01T00:00:00Z', '1h', instrument);
    expect(candles.length).toBeGreaterThan(1000);
    for (const c of candles) {
      for (const p of [c.open, c.high, c.low, c.close]) {
        expect(new Decimal(p).gt(0)).toBe(true);
        expect(onTick(p, instrument.tickSize), `${p} on ${instrument.tickSize}`).toBe(true);
      }
      const high = new Decimal(c.high);
      const low = new Decimal(c.low);
      expect(high.gte(Decimal.max(c.open, c.close))).toBe(true);
      expect(low.lte(Decimal.min(c.open, c.close))).toBe(true);
      expect(c.volume).toMatch(/^\d+$/);
      expect(BigInt(c.volume) % BigInt(instrument.lotSize)).toBe(0n);
    }
  });

  it('floors the penny stock at one tick rather than zero', () => {
    const candles = range('2025-07-01T00:00:00Z', '2026-07-01T00:00:00Z', '1d', PENNY, 3);
    expect(candles.some((c) => c.low === '0.01')).toBe(true);
  });
});

describe('generateHistory: sessions', () => {
  it('puts intraday candles only inside sessions, none in the Hong Kong lunch break', () => {
    const candles = range('2026-06-08T00:00:00Z', '2026-06-13T00:00:00Z', '1m', TENCENT);
    expect(candles).toHaveLength(5 * 330);
    for (const c of candles) expect(calendar.isOpen('HK', new Date(c.time))).toBe(true);
  });

  it('aligns hourly candles on each session start', () => {
    const times = range('2026-06-10T00:00:00Z', '2026-06-11T00:00:00Z', '1h', TENCENT).map(
      (c) => c.time,
    );
    // 09:30, 10:30, 11:30 (half hour), then 13:00, 14:00, 15:00 HKT.
    expect(times).toEqual([
      '2026-06-10T01:30:00.000Z',
      '2026-06-10T02:30:00.000Z',
      '2026-06-10T03:30:00.000Z',
      '2026-06-10T05:00:00.000Z',
      '2026-06-10T06:00:00.000Z',
      '2026-06-10T07:00:00.000Z',
    ]);
  });

  it('skips weekends and holidays in daily candles; weekly candles start on the first trading day', () => {
    const days = range('2026-03-30T00:00:00Z', '2026-04-11T00:00:00Z', '1d').map((c) =>
      c.time.slice(0, 10),
    );
    expect(days).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-06',
      '2026-04-07',
      '2026-04-08',
      '2026-04-09',
      '2026-04-10',
    ]);
    // The 2026 Spring Festival week in Shanghai has no trading day; the week after starts Tuesday.
    const maotai = need('CN', '600519');
    const weeks = range('2026-02-01T00:00:00Z', '2026-03-02T00:00:00Z', '1w', maotai).map(
      (c) => c.time,
    );
    expect(weeks).toEqual([
      '2026-02-02T01:30:00.000Z',
      '2026-02-09T01:30:00.000Z',
      '2026-02-24T01:30:00.000Z',
    ]);
  });
});

describe('generateHistory: aggregation', () => {
  const from = '2026-03-02T00:00:00Z';
  const to = '2026-03-14T00:00:00Z';
  const minutes = range(from, to, '1m');

  it.each(['5m', '15m', '1h', '1d'] as const)(
    'each %s candle equals its 1m candles',
    (interval) => {
      const bigger = range(from, to, interval);
      expect(bigger.length).toBeGreaterThan(5);
      bigger.forEach((candle, i) => {
        const start = candle.time;
        const end = bigger[i + 1]?.time ?? to;
        const inside = minutes.filter((m) => m.time >= start && m.time < end);
        expect(ohlcv(candle)).toEqual(aggregate(inside));
      });
    },
  );

  it('each 1w candle equals its 1d candles', () => {
    const days = range('2026-01-05T00:00:00Z', '2026-03-30T00:00:00Z', '1d');
    const weeks = range('2026-01-05T00:00:00Z', '2026-03-30T00:00:00Z', '1w');
    expect(weeks).toHaveLength(12);
    weeks.forEach((week, i) => {
      const end = weeks[i + 1]?.time ?? '2026-03-30T00:00:00Z';
      const inside = days.filter((d) => d.time >= week.time && d.time < end);
      expect(ohlcv(week)).toEqual(aggregate(inside));
    });
  });

  it('chains minutes: each open is the previous close within a day', () => {
    const day = range('2026-03-10T00:00:00Z', '2026-03-11T00:00:00Z', '1m');
    for (let i = 1; i < day.length; i += 1) expect(day[i]?.open).toBe(day[i - 1]?.close);
    expect(day.map(closePrice).every((p) => p.gt(0))).toBe(true);
  });
});

describe('generateHistory: speed', () => {
  it('generates a year of 1-minute candles well under a second', () => {
    const msft = need('US', 'MSFT');
    const started = performance.now();
    const candles = generateHistory(msft, {
      seed: 'speed',
      from: new Date('2025-06-01T00:00:00Z'),
      to: new Date('2026-06-01T00:00:00Z'),
      interval: '1m',
      calendar,
    });
    const elapsed = performance.now() - started;
    expect(candles.length).toBeGreaterThan(95_000);
    // Measured ~0.2-0.3 s; the bound leaves room for a slow CI machine.
    expect(elapsed).toBeLessThan(2_000);
  });
});
