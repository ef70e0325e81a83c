import { Decimal } from '@brokerage/shared';
import { addDuration } from '@brokerage/shared/market-time';
import { beforeAll, describe, expect, it } from 'vitest';
import { RecordingProvider } from '../../../test/support/recording-provider.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/${url}` });

describe('quotes, candles and movers', () => {
  it('answers live quotes that say where they come from', async () => {
    const quotes = (await get('market/quotes?keys=US:AAPL,HK:0700')).json().data;
    expect(quotes.map((q: { key: string }) => q.key)).toEqual(['US:AAPL', 'HK:0700']);
    for (const quote of quotes) {
      expect(quote.source).toBe('simulated');
      expect(quote.close).toMatch(/^\d+(\.\d+)?$/);
      expect(new Decimal(quote.high).gte(quote.low)).toBe(true);
    }
  });

  it('draws a closed market’s 1-minute chart from its last session, an open one’s up to now', async () => {
    // The test clock: Monday 2 March 2026, 10:00 UTC, before New York opens; Friday's session
    // ran 14:30–21:00 UTC. Frankfurt is open.
    const closed = (await get('market/candles?key=US:AAPL&interval=1m')).json().data;
    expect(closed.candles.length).toBeGreaterThan(300);
    expect(closed.candles[0].time >= '2026-02-27T14:30').toBe(true);
    expect(closed.candles.at(-1).time < '2026-02-27T21:00').toBe(true);
    const open = (await get('market/candles?key=DE:SAP&interval=1m')).json().data;
    expect(open.candles.at(-1).time.slice(0, 10)).toBe('2026-03-02');
  });

  it('answers the last candles asked for, across a weekend, and the ones before them', async () => {
    // Monday 10:00 UTC, New York closed since Friday 21:00 UTC: a session has 390 one-minute
    // candles, so the last 500 reach back into Thursday's.
    type Candle = { time: string };
    const last = (await get('market/candles?key=US:AAPL&interval=1m&limit=500')).json().data
      .candles as Candle[];
    expect(last).toHaveLength(500);
    expect((last.at(-1)?.time ?? '') < '2026-02-27T21:00').toBe(true);
    expect(last[0]?.time.slice(0, 10)).toBe('2026-02-26');
    const whole = (await get('market/candles?key=US:AAPL&interval=1m')).json().data
      .candles as Candle[];
    expect(last.at(-1)).toEqual(whole.at(-1));
    // Scrolled back: the 200 before the first one shown, none of them again.
    const before = (
      await get(`market/candles?key=US:AAPL&interval=1m&limit=200&to=${last[0]?.time}`)
    ).json().data.candles as Candle[];
    expect(before).toHaveLength(200);
    expect((before.at(-1)?.time ?? '') < (last[0]?.time ?? '')).toBe(true);
    const times = before.map((candle) => candle.time);
    expect([...times].sort()).toEqual(times);
    // Before the five years charts go back there is nothing: refused, as a range would be.
    const beyond = await get(
      'market/candles?key=US:AAPL&interval=1d&limit=10&to=2000-01-01T00:00:00Z',
    );
    expect(beyond.json().code).toBe('RANGE_INVALID');
    for (const limit of ['0', '5001', '2.5', 'x'])
      expect((await get(`market/candles?key=US:AAPL&interval=1m&limit=${limit}`)).statusCode).toBe(
        400,
      );
  });

  it('refuses unknown instruments and oversized lists', async () => {
    const unknown = await get('market/quotes?keys=US:NOPE');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('UNKNOWN_INSTRUMENT');
    const many = Array.from({ length: 101 }, () => 'US:AAPL').join(',');
    expect((await get(`market/quotes?keys=${many}`)).statusCode).toBe(400);
  });

  it('draws a year of daily candles that end before now and do not change when reloaded', async () => {
    const first = (await get('market/candles?key=US:AAPL&interval=1d')).json().data;
    expect(first.candles.length).toBeGreaterThan(200);
    expect(first.candles.at(-1).time < t.clock.now.toISOString()).toBe(true);
    const times = first.candles.map((c: { time: string }) => c.time);
    expect([...times].sort()).toEqual(times);
    const again = (await get('market/candles?key=US:AAPL&interval=1d')).json().data;
    expect(again.candles).toEqual(first.candles);
  });

  it('cuts a range reaching before the charts’ five years of history, and answers at once', async () => {
    const started = Date.now();
    const response = await get(
      'market/candles?key=US:AAPL&interval=1w&from=1900-01-01T00:00:00Z&to=2026-01-01T00:00:00Z',
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    const { candles } = response.json().data;
    const fiveYearsBack = addDuration(t.clock.now, { days: -5 * 365 }).toISOString();
    expect(candles.length).toBeGreaterThan(150);
    expect(candles[0].time >= fiveYearsBack.slice(0, 10)).toBe(true);
    expect(
      (
        await get(
          'market/candles?key=US:AAPL&interval=1d&from=1990-01-01T00:00:00Z&to=1990-02-01T00:00:00Z',
        )
      ).json().code,
    ).toBe('RANGE_INVALID');
  });

  it('refuses a range that is empty, too large or malformed, and an unknown interval', async () => {
    expect(
      (
        await get(
          'market/candles?key=US:AAPL&interval=1m&from=2025-01-01T00:00:00Z&to=2026-01-01T00:00:00Z',
        )
      ).json().code,
    ).toBe('RANGE_TOO_LARGE');
    expect(
      (
        await get(
          'market/candles?key=US:AAPL&interval=1d&from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
        )
      ).json().code,
    ).toBe('RANGE_INVALID');
    const bad = await get('market/candles?key=US:AAPL&interval=2m');
    expect(bad.json().message).toEqual(['Choose one of the chart intervals.']);
    expect(
      (await get('market/candles?key=US:AAPL&interval=1d&from=yesterday')).json().message,
    ).toEqual(['Please enter a valid date and time.']);
  });

  it('ranks the day’s gainers above its losers', async () => {
    const { gainers, losers } = (await get('market/movers?market=US&limit=3')).json().data;
    expect(gainers).toHaveLength(3);
    expect(new Decimal(gainers[0].changePercent).gte(gainers[2].changePercent)).toBe(true);
    expect(new Decimal(gainers[2].changePercent).gte(losers[0].changePercent)).toBe(true);
  });
});

describe('market status', () => {
  it('says when a closed market opens next, by its exchange calendar, with its zone', async () => {
    // The test clock: Monday 2 March 2026, 10:00 UTC.
    expect((await get('market/status?market=US')).json().data).toEqual({
      market: 'US',
      isOpen: false,
      timezone: 'America/New_York',
      nextOpen: '2026-03-02T14:30:00.000Z',
    });
    expect((await get('market/status?market=HK')).json().data).toMatchObject({
      isOpen: false,
      timezone: 'Asia/Hong_Kong',
      nextOpen: '2026-03-03T01:30:00.000Z',
    });
    expect((await get('market/status?market=DE')).json().data).toMatchObject({
      isOpen: true,
      nextOpen: null,
    });
    const unknown = await get('market/status?market=XX');
    expect(unknown.statusCode).toBe(400);
  });
});

describe('candles over the API', () => {
  it('are stored once: a reload after the feed changed answers the same past', async () => {
    const clock = { now: new Date('2026-03-02T10:00:00Z') };
    const marketData = new RecordingProvider(() => clock.now);
    const own = await createTestApp({}, { marketData });
    const url = '/api/v1/market/candles?key=US:AAPL&interval=1d';
    const first = (await own.app.inject({ method: 'GET', url })).json().data;
    expect(first.candles.length).toBeGreaterThan(200);
    marketData.altered = true;
    const again = (await own.app.inject({ method: 'GET', url })).json().data;
    // Same shape, same closed candles; only the last (not stored, from the feed) follows it.
    expect(Object.keys(again)).toEqual(['key', 'interval', 'source', 'candles']);
    expect(again.candles.slice(0, -1)).toEqual(first.candles.slice(0, -1));
    expect(again.candles.at(-1).close).not.toBe(first.candles.at(-1).close);
    expect(marketData.calls.at(-1)?.from).toBe(first.candles.at(-1).time);
  });
});
