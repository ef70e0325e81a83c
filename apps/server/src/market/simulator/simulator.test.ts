import { Decimal } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';
import { addDuration, createMarketCalendar } from '@brokerage/shared/market-time';
import { findInstrument, instrumentKey, CATALOGUE } from '../catalogue/index.ts';
import type { Instrument, Tick } from '../types.ts';
import { generateHistory } from './history.ts';
import { createSimulator } from './simulator.ts';
import { PENNY, aggregate, ohlcv, onTick } from './test-helpers.ts';
import { formatTicks, tickScale } from './tick-scale.ts';

const need = (market: Parameters<typeof findInstrument>[0], symbol: string): Instrument => {
  const found = findInstrument(market, symbol);
  if (!found) throw new Error(`${market}:${symbol} missing`);
  return found;
};

const AAPL = need('US', 'AAPL');
const TENCENT = need('HK', '0700');
const SAP = need('DE', 'SAP');
const calendar = createMarketCalendar();

/** A clock the test moves by hand. */
const manualClock = (iso: string) => {
  let now = new Date(iso);
  return {
    clock: () => now,
    set: (next: string | Date) => {
      now = typeof next === 'string' ? new Date(next) : next;
    },
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
};

const simulate = (
  seed: number | string,
  instruments: Instrument[],
  start: string,
  steps: number,
  stepMs = 1000,
) => {
  const time = manualClock(start);
  const sim = createSimulator({ seed, instruments, clock: time.clock, calendar });
  const ticks: Tick[] = [];
  for (let i = 0; i < steps; i += 1) {
    ticks.push(...sim.tick());
    time.advance(stepMs);
  }
  return ticks;
};

describe('simulator: determinism', () => {
  const start = '2026-03-10T14:00:00Z';

  it('produces the same ticks for the same seed', () => {
    expect(simulate(9, [AAPL, SAP], start, 300)).toEqual(simulate(9, [AAPL, SAP], start, 300));
  });

  it('produces different ticks for a different seed', () => {
    const a = simulate(9, [AAPL], start, 300).map((t) => t.price);
    const b = simulate(10, [AAPL], start, 300).map((t) => t.price);
    expect(b).not.toEqual(a);
  });

  it('does not depend on what else it simulates or when it was started', () => {
    const alone = simulate(9, [AAPL], start, 120);
    const late = createSimulator({
      seed: 9,
      instruments: [SAP, AAPL],
      clock: () => new Date(start),
      calendar,
    });
    expect(late.tick(['US:AAPL'])).toEqual([alone[0]]);
  });
});

describe('simulator: bounds', () => {
  it('emits prices on the tick, above zero, with bid < price < ask', () => {
    const ticks = simulate(4, [AAPL, TENCENT, SAP, PENNY], '2026-06-10T13:45:00Z', 600, 7_000);
    expect(ticks.length).toBeGreaterThan(600);
    for (const t of ticks) {
      const instrument = [AAPL, TENCENT, SAP, PENNY].find((i) => i.symbol === t.symbol);
      const tick = instrument?.tickSize ?? '1';
      for (const p of [t.price, t.bid, t.ask]) {
        expect(new Decimal(p).gt(0)).toBe(true);
        expect(onTick(p, tick)).toBe(true);
      }
      expect(new Decimal(t.ask).gt(t.price)).toBe(true);
      expect(new Decimal(t.bid).lte(t.price)).toBe(true);
    }
  });

  it('keeps the day volume cumulative within a session', () => {
    const ticks = simulate(4, [AAPL], '2026-06-10T13:30:00Z', 400, 30_000);
    for (let i = 1; i < ticks.length; i += 1) {
      expect(BigInt(ticks[i]?.volume ?? '0') >= BigInt(ticks[i - 1]?.volume ?? '0')).toBe(true);
    }
  });

  it('writes tick counts exactly as decimal.js would', () => {
    for (const tick of ['0.01', '0.05', '0.5', '5', '0.001', '0.0002', '0.005', '0.2']) {
      const scale = tickScale(tick);
      for (const count of [1, 7, 10, 99, 100, 12345, 9_876_543]) {
        const expected = new Decimal(tick).times(count).toFixed(scale.places);
        expect(formatTicks(count, scale)).toBe(expected);
      }
    }
  });
});

describe('simulator: sessions', () => {
  it('emits nothing on a weekend and holds the Friday close', () => {
    const time = manualClock('2026-06-12T19:59:59Z');
    const sim = createSimulator({ seed: 1, instruments: [AAPL], clock: time.clock, calendar });
    const friday = sim.quote('US:AAPL');
    time.set('2026-06-13T15:00:00Z');
    expect(sim.tick()).toEqual([]);
    const saturday = sim.quote('US:AAPL');
    expect(saturday?.isOpen).toBe(false);
    // The last second of Friday is the close, as is all of Saturday.
    expect(saturday?.price).toBe(friday?.price);
    expect(saturday?.volume).toBe(friday?.volume);
  });

  it('emits nothing during the Hong Kong lunch break, and the price waits for 13:00', () => {
    const time = manualClock('2026-06-10T04:05:00Z');
    const sim = createSimulator({ seed: 1, instruments: [TENCENT], clock: time.clock, calendar });
    expect(sim.tick()).toEqual([]);
    const lunch = sim.quote('HK:0700')?.price;
    time.set('2026-06-10T04:55:00Z');
    expect(sim.quote('HK:0700')?.price).toBe(lunch);
    time.set('2026-06-10T05:00:01Z');
    expect(sim.tick()).toHaveLength(1);
  });

  it('moves every market at any hour with alwaysOpen', () => {
    const sunday = new Date('2026-06-14T03:00:00Z');
    const sim = createSimulator({
      seed: 1,
      instruments: [...CATALOGUE],
      clock: () => sunday,
      alwaysOpen: true,
    });
    expect(sim.tick()).toHaveLength(CATALOGUE.length);
  });

  it('gives index ticks without volume and with bid = ask = value', () => {
    const spx = need('US', 'SPX');
    const [tick] = simulate(1, [spx], '2026-06-10T15:00:00Z', 1);
    expect(tick?.volume).toBe('0');
    expect(tick?.bid).toBe(tick?.price);
    expect(tick?.ask).toBe(tick?.price);
  });
});

describe('simulator: continuity with history', () => {
  const seed = 'continuity';

  it.each([
    ['mid-minute', '2026-03-10T15:20:17Z', AAPL],
    ['on a minute boundary', '2026-03-10T15:21:00Z', AAPL],
    ['just before a minute ends', '2026-03-10T15:21:59Z', AAPL],
    ['in the Hong Kong lunch break', '2026-06-10T04:30:00Z', TENCENT],
    ['overnight', '2026-06-11T02:00:00Z', SAP],
  ] as const)('the last candle closes at the live price (%s)', (_case, iso, instrument) => {
    const at = new Date(iso);
    const history = generateHistory(instrument, {
      seed,
      from: addDuration(at, { days: -3 }),
      to: at,
      interval: '1m',
      calendar,
    });
    const sim = createSimulator({ seed, instruments: [instrument], clock: () => at, calendar });
    const quote = sim.quote(instrumentKey(instrument));
    expect(history.at(-1)?.close).toBe(quote?.price);
    // And the day's volume so far is what the candles of that day add up to.
    const lastDay = calendar
      .tradingDaysBetween(instrument.market, addDuration(at, { days: -3 }), at)
      .at(-1);
    const today = history.filter((c) => lastDay && c.time >= lastDay.open.toISOString());
    expect(quote?.volume).toBe(aggregate(today).volume);
  });

  it('ticks sampled every second rebuild each history minute exactly', () => {
    const time = manualClock('2026-03-10T15:00:00Z');
    const sim = createSimulator({ seed, instruments: [AAPL], clock: time.clock, calendar });
    const seconds: Tick[] = [];
    for (let i = 0; i < 300; i += 1) {
      seconds.push(...sim.tick());
      time.advance(1000);
    }
    const minutes = generateHistory(AAPL, {
      seed,
      from: new Date('2026-03-10T15:00:00Z'),
      to: new Date('2026-03-10T15:05:00Z'),
      interval: '1m',
      calendar,
    });
    expect(minutes).toHaveLength(5);
    minutes.forEach((minute, m) => {
      const inMinute = seconds.slice(m * 60, m * 60 + 60);
      const prices = inMinute.map((t) => t.price);
      const rebuilt = {
        open: prices[0],
        high: Decimal.max(...prices).toFixed(2),
        low: Decimal.min(...prices).toFixed(2),
        close: prices[59],
      };
      expect(rebuilt).toEqual({
        open: minute.open,
        high: minute.high,
        low: minute.low,
        close: minute.close,
      });
    });
  });

  it('continues the daily history into today: yesterday closes where the quote says', () => {
    const at = new Date('2026-06-10T15:00:00Z');
    const days = generateHistory(AAPL, {
      seed,
      from: new Date('2026-06-01T00:00:00Z'),
      to: at,
      interval: '1d',
      calendar,
    });
    const quote = createSimulator({ seed, instruments: [AAPL], clock: () => at, calendar }).quote(
      'US:AAPL',
    );
    expect(days.at(-2)?.close).toBe(quote?.previousClose);
    expect(
      ohlcv(
        days.at(-1) ??
          days[0] ?? { time: '', open: '0', high: '0', low: '0', close: '0', volume: '0' },
      ),
    ).toMatchObject({
      close: quote?.price,
      volume: quote?.volume,
    });
  });
});
