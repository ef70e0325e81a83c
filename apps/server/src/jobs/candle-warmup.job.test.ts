import { and, eq } from 'drizzle-orm';
import { addDuration } from '@brokerage/shared/market-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordingProvider } from '../../test/support/recording-provider.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { candleRanges } from '../db/schema/index.ts';
import { resolveInstrument } from '../market/index.ts';
import { DEFAULT_SPAN_MS } from '../modules/market/candle-ranges.ts';
import { candleSource, readCandles, type CandleStoreDeps } from '../modules/market/candle-store.ts';
import { warmCandles } from './candle-warmup.job.ts';

let database: DatabaseHandle & { url: string };
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const INSTRUMENTS = [resolveInstrument('US:AAPL'), resolveInstrument('US:SPX')];

const deps = (clock: { now: Date }): CandleStoreDeps & { marketData: RecordingProvider } => ({
  db: database.db,
  config: loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    SIMULATOR_SEED: 'candle-store',
  }),
  marketData: new RecordingProvider(() => clock.now),
  now: () => clock.now,
});

const rangeOf = async (d: CandleStoreDeps, key: string, interval: '1d' | '1w') => {
  const [row] = await d.db
    .select()
    .from(candleRanges)
    .where(
      and(
        eq(candleRanges.instrumentKey, key),
        eq(candleRanges.interval, interval),
        eq(candleRanges.source, candleSource(d)),
      ),
    );
  return row && { from: row.coveredFrom.getTime(), to: row.coveredTo.getTime() };
};

describe('candle warm-up', () => {
  it('stores the default daily and weekly charts of stocks and indices; a restart fills only the gap', async () => {
    const clock = { now: new Date('2026-03-02T10:00:00Z') };
    const first = deps(clock);
    expect(await warmCandles(first, { instruments: INSTRUMENTS })).toEqual({
      stored: 4,
      failed: 0,
    });
    for (const key of ['US:AAPL', 'US:SPX']) {
      for (const interval of ['1d', '1w'] as const) {
        const range = await rangeOf(first, key, interval);
        expect(range?.from).toBeLessThanOrEqual(clock.now.getTime() - DEFAULT_SPAN_MS[interval]);
        // Up to the last candle, which may still be open (the week's is).
        expect(range?.to).toBeGreaterThan(addDuration(clock.now, { days: -8 }).getTime());
      }
    }

    // The chart's default request now reads the table: the feed is asked for the last candle only.
    first.marketData.calls.length = 0;
    const now = clock.now.getTime();
    const chart = await readCandles(
      first,
      'US:AAPL',
      '1d',
      new Date(now - DEFAULT_SPAN_MS['1d']),
      clock.now,
    );
    expect(chart.length).toBeGreaterThan(240);
    const stored = await rangeOf(first, 'US:AAPL', '1d');
    expect(first.marketData.calls).toEqual([
      {
        key: 'US:AAPL',
        interval: '1d',
        from: new Date(stored?.to ?? 0).toISOString(),
        to: clock.now.toISOString(),
      },
    ]);

    // Three days later (a restart): each series is asked only from where it stopped.
    clock.now = addDuration(new Date(now), { days: 3 });
    const restarted = deps(clock);
    await warmCandles(restarted, { instruments: INSTRUMENTS });
    expect(restarted.marketData.calls).toHaveLength(4);
    for (const call of restarted.marketData.calls) {
      const before = Date.parse(call.from);
      expect(before).toBeGreaterThan(addDuration(new Date(now), { days: -8 }).getTime());
      expect(call.to).toBe(clock.now.toISOString());
    }
  });

  it('stops when asked', async () => {
    const controller = new AbortController();
    controller.abort();
    const clock = { now: new Date('2026-03-02T10:00:00Z') };
    const d = deps(clock);
    expect(await warmCandles(d, { instruments: INSTRUMENTS, signal: controller.signal })).toEqual({
      stored: 0,
      failed: 0,
    });
    expect(d.marketData.calls).toEqual([]);
  });
});
