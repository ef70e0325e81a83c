import { describe, expect, it } from 'vitest';
import {
  CANDLES_PER_PAGE,
  candlesOldestFirst,
  candlesQueryOptions,
  type Candles,
} from './get-candles';

const candle = (time: string) => ({
  time,
  open: '1',
  high: '1',
  low: '1',
  close: '1',
  volume: '0',
});

const pageOf = (times: string[]): Candles => ({
  key: 'US:AAPL',
  interval: '5m',
  source: 'simulated',
  candles: times.map(candle),
});

const fullPage = (day: string) =>
  pageOf(
    Array.from(
      { length: CANDLES_PER_PAGE },
      (_, index) => `${day}T${String(index).padStart(5, '0')}`,
    ),
  );

describe('candle pages', () => {
  const options = candlesQueryOptions('US:AAPL', '5m');
  const nextOf = (pages: Candles[]) =>
    options.getNextPageParam(pages.at(-1) as Candles, pages, undefined, []);

  it('ask next for the candles before the oldest one loaded', () => {
    const newest = fullPage('2026-03-02');
    expect(nextOf([newest])).toBe(newest.candles[0]?.time);
  });

  it('end with a short page: the server found no whole page further back', () => {
    expect(nextOf([fullPage('2026-03-02'), pageOf(['2026-02-27T10:00'])])).toBeUndefined();
    expect(nextOf([pageOf([])])).toBeUndefined();
  });

  it('put the pages, newest first as loaded, in time order', () => {
    const times = candlesOldestFirst([
      pageOf(['2026-03-02T10:00', '2026-03-02T10:05']),
      pageOf(['2026-02-27T20:50', '2026-02-27T20:55']),
    ]).map((item) => item.time);
    expect(times).toEqual([
      '2026-02-27T20:50',
      '2026-02-27T20:55',
      '2026-03-02T10:00',
      '2026-03-02T10:05',
    ]);
    expect(candlesOldestFirst(undefined)).toEqual([]);
  });
});
