import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordingProvider } from '../../../test/support/recording-provider.ts';
import { createTestDatabase } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { connectDatabase, type DatabaseHandle } from '../../db/client.ts';
import { candleRanges, candles } from '../../db/schema/index.ts';
import { SimulatedProvider, type Candle, type CandleInterval } from '../../market/index.ts';
import { candleSource, readCandles, type CandleStoreDeps } from './candle-store.ts';

let database: DatabaseHandle & { url: string };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** One server copy: its own pool, feed and clock, over the shared test database. */
const copy = (
  now: string,
  options: { seed?: string; db?: DatabaseHandle } = {},
): CandleStoreDeps & { marketData: RecordingProvider; clock: { now: Date } } => {
  const clock = { now: new Date(now) };
  const marketData = new RecordingProvider(() => clock.now, options.seed);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    SIMULATOR_SEED: options.seed ?? 'candle-store',
  });
  return { db: (options.db ?? database).db, config, marketData, now: () => clock.now, clock };
};

const read = (
  deps: CandleStoreDeps,
  key: string,
  interval: CandleInterval,
  from: string,
  to: string,
) => readCandles(deps, key, interval, new Date(from), new Date(to));

const storedTimes = async (deps: CandleStoreDeps, key: string, interval: CandleInterval) => {
  const rows = await deps.db
    .select({ time: candles.openTime })
    .from(candles)
    .where(
      and(
        eq(candles.instrumentKey, key),
        eq(candles.interval, interval),
        eq(candles.source, candleSource(deps)),
      ),
    )
    .orderBy(candles.openTime);
  return rows.map((r) => r.time.toISOString());
};

const rangeOf = async (deps: CandleStoreDeps, key: string, interval: CandleInterval) => {
  const [row] = await deps.db
    .select()
    .from(candleRanges)
    .where(
      and(
        eq(candleRanges.instrumentKey, key),
        eq(candleRanges.interval, interval),
        eq(candleRanges.source, candleSource(deps)),
      ),
    );
  return row && { from: row.coveredFrom.toISOString(), to: row.coveredTo.toISOString() };
};

const HOUR = 3_600_000;
const minus = (iso: string, ms: number) => new Date(Date.parse(iso) - ms).toISOString();
const times = (list: readonly Candle[]) => list.map((c) => c.time);

// 2026-03-02 is a Monday; at 10:00Z New York is closed and Frankfurt (08:00-16:30Z) is open.
const NOW = '2026-03-02T10:00:00.000Z';

describe('candle store', () => {
  it('candles are stored once and a reload returns the same candles', async () => {
    const deps = copy(NOW);
    const from = '2026-02-16T00:00:00.000Z';
    const to = '2026-02-27T00:00:00.000Z';
    const first = await read(deps, 'US:MSFT', '1h', from, to);
    expect(first.length).toBeGreaterThan(50);

    // The feed changes its mind: what was shown once is what is shown again.
    deps.marketData.altered = true;
    const again = await read(deps, 'US:MSFT', '1h', from, to);
    expect(again).toHaveLength(first.length);
    // The last candle of a range ending inside a day was not stored (cut at `to`, or open)...
    expect(again.slice(0, -1)).toEqual(first.slice(0, -1));
    expect(again.at(-1)?.close).not.toBe(first.at(-1)?.close);
    // ...every other one was, exactly as served.
    expect(await storedTimes(deps, 'US:MSFT', '1h')).toEqual(times(first.slice(0, -1)));

    // A wider reload later still answers the stored candles for the same instants.
    deps.clock.now = new Date('2026-03-03T00:00:00Z');
    const later = await read(deps, 'US:MSFT', '1h', from, '2026-03-03T00:00:00Z');
    expect(later.slice(0, first.length - 1)).toEqual(first.slice(0, -1));
  });

  it('only the missing part of a range is generated', async () => {
    const deps = copy(NOW);
    const calls = deps.marketData.calls;
    await read(deps, 'US:AAPL', '15m', '2026-02-10T00:00:00.000Z', '2026-02-20T00:00:00.000Z');
    // Asked from a candle's width (plus 2 h) earlier, so one in progress at `from` comes whole.
    expect(calls).toEqual([
      {
        key: 'US:AAPL',
        interval: '15m',
        from: minus('2026-02-10T00:00:00.000Z', 2.25 * HOUR),
        to: '2026-02-20T00:00:00.000Z',
      },
    ]);
    const range = await rangeOf(deps, 'US:AAPL', '15m');
    // Thursday 2026-02-19 20:45Z (15:45 in New York) is the last 15-minute candle before `to`: left out, not stored.
    expect(range).toEqual({ from: '2026-02-10T00:00:00.000Z', to: '2026-02-19T20:45:00.000Z' });

    // The same range again: only the unstored candle is asked for.
    calls.length = 0;
    const same = await read(
      deps,
      'US:AAPL',
      '15m',
      '2026-02-10T00:00:00.000Z',
      '2026-02-20T00:00:00.000Z',
    );
    expect(calls.map((c) => [c.from, c.to])).toEqual([
      ['2026-02-19T20:45:00.000Z', '2026-02-20T00:00:00.000Z'],
    ]);

    // A wider one: the days before and after, nothing in between.
    calls.length = 0;
    const wide = await read(
      deps,
      'US:AAPL',
      '15m',
      '2026-02-05T00:00:00.000Z',
      '2026-02-25T00:00:00.000Z',
    );
    expect(calls.map((c) => [c.from, c.to])).toEqual([
      [minus('2026-02-05T00:00:00.000Z', 2.25 * HOUR), '2026-02-10T00:00:00.000Z'],
      ['2026-02-19T20:45:00.000Z', '2026-02-25T00:00:00.000Z'],
    ]);
    const [sameFirst = '', sameLast = ''] = [same[0]?.time, same.at(-1)?.time];
    expect(wide.filter((c) => c.time >= sameFirst && c.time <= sameLast)).toEqual(same);
    expect(await rangeOf(deps, 'US:AAPL', '15m')).toEqual({
      from: '2026-02-05T00:00:00.000Z',
      to: '2026-02-24T20:45:00.000Z',
    });

    // Inside what is stored: the table answers, the feed is not asked.
    calls.length = 0;
    await read(deps, 'US:AAPL', '15m', '2026-02-11T00:00:00.000Z', '2026-02-12T00:00:00.000Z');
    expect(calls).toEqual([]);
  });

  it('the open candle is not stored, and is stored once it has closed', async () => {
    const deps = copy(NOW);
    const from = '2026-02-01T00:00:00.000Z';
    const today = await read(deps, 'DE:SAP', '1d', from, NOW);
    const open = today.at(-1);
    // Frankfurt opened at 08:00Z today: the day's candle is in progress and served...
    expect(open?.time).toBe('2026-03-02T08:00:00.000Z');
    // ...but not stored.
    const stored = await storedTimes(deps, 'DE:SAP', '1d');
    expect(stored).not.toContain(open?.time);
    expect(stored).toEqual(times(today.slice(0, -1)));

    // The next day it is closed: stored with the whole day's volume, and kept.
    deps.clock.now = new Date('2026-03-03T10:00:00Z');
    const tomorrow = await read(deps, 'DE:SAP', '1d', from, deps.clock.now.toISOString());
    const closed = tomorrow.find((c) => c.time === open?.time);
    expect(BigInt(closed?.volume ?? 0)).toBeGreaterThan(BigInt(open?.volume ?? 0));
    expect(await storedTimes(deps, 'DE:SAP', '1d')).toContain(open?.time);
    expect(tomorrow.at(-1)?.time).toBe('2026-03-03T08:00:00.000Z');
    expect(await storedTimes(deps, 'DE:SAP', '1d')).not.toContain('2026-03-03T08:00:00.000Z');
  });

  it('two server copies asking at once store each candle once and answer the same', async () => {
    const second = connectDatabase(database.url, 10);
    try {
      const a = copy(NOW);
      const b = copy(NOW, { db: second });
      const ranges: [string, string][] = [
        ['2026-01-05T00:00:00.000Z', '2026-01-20T00:00:00.000Z'],
        ['2026-01-12T00:00:00.000Z', '2026-02-02T00:00:00.000Z'],
        ['2025-12-20T00:00:00.000Z', '2026-01-09T00:00:00.000Z'],
        ['2026-01-05T00:00:00.000Z', '2026-01-20T00:00:00.000Z'],
      ];
      const answers = await Promise.all(
        ranges.flatMap(([from, to]) => [
          read(a, 'HK:0700', '1h', from, to),
          read(b, 'HK:0700', '1h', from, to),
        ]),
      );
      // Each pair (same range, both copies) answered the same, and so did the repeat.
      for (let i = 0; i < answers.length; i += 2) expect(answers[i + 1]).toEqual(answers[i]);
      expect(answers[6]).toEqual(answers[0]);

      // Whatever the interleaving, the table holds the feed's closed candles of all the ranges,
      // each once, with no gap: all but the very last (which no request saw closed).
      const union = await new SimulatedProvider({
        seed: 'candle-store',
        clock: () => new Date(NOW),
      }).fetchCandles(
        'HK:0700',
        '1h',
        new Date('2025-12-20T00:00:00Z'),
        new Date('2026-02-02T00:00:00Z'),
      );
      expect(await storedTimes(a, 'HK:0700', '1h')).toEqual(times(union.slice(0, -1)));
      expect(
        await read(a, 'HK:0700', '1h', '2025-12-20T00:00:00Z', '2026-02-02T00:00:00Z'),
      ).toEqual(union);
      const range = await rangeOf(a, 'HK:0700', '1h');
      expect(range && range.from >= '2025-12-20T00:00:00.000Z').toBe(true);
      expect(range && range.to <= '2026-02-02T00:00:00.000Z').toBe(true);
    } finally {
      await second.close();
    }
  });

  it('a range far from the stored one starts a new one without generating the gap', async () => {
    const deps = copy(NOW);
    await read(deps, 'US:NVDA', '1m', '2026-02-26T14:00:00.000Z', '2026-02-26T18:00:00.000Z');
    deps.marketData.calls.length = 0;
    await read(deps, 'US:NVDA', '1m', '2025-09-10T14:00:00.000Z', '2025-09-10T15:00:00.000Z');
    expect(deps.marketData.calls.map((c) => c.to)).toEqual(['2025-09-10T15:00:00.000Z']);
    // The recent range is kept (charts look at the recent past); the old rows stay stored.
    expect((await rangeOf(deps, 'US:NVDA', '1m'))?.from).toBe('2026-02-26T14:00:00.000Z');
    expect(await storedTimes(deps, 'US:NVDA', '1m')).toContain('2025-09-10T14:00:00.000Z');
  });

  it('another seed is another history: it never reads the first one’s rows', async () => {
    const first = copy(NOW);
    const other = copy(NOW, { seed: 'another-seed' });
    expect(candleSource(other)).not.toBe(candleSource(first));
    const range = ['2026-02-02T00:00:00.000Z', '2026-02-20T00:00:00.000Z'] as const;
    const a = await read(first, 'US:KO', '1h', ...range);
    const b = await read(other, 'US:KO', '1h', ...range);
    expect(times(b)).toEqual(times(a));
    expect(b.map((c) => c.close)).not.toEqual(a.map((c) => c.close));
    expect(other.marketData.calls).toHaveLength(1);
  });
});
