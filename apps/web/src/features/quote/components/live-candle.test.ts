import { describe, expect, it } from 'vitest';
import { applyTick, toBar, type Bar } from './live-candle';

const bar: Bar = { time: 600, open: 10, high: 11, low: 9, close: 10.5, volume: 100 };

describe('applyTick', () => {
  it('moves the last bar within its interval', () => {
    expect(applyTick(bar, 12, 630, 60)).toEqual({ ...bar, close: 12, high: 12 });
    expect(applyTick(bar, 8, 659, 60)).toEqual({ ...bar, close: 8, low: 8 });
  });

  it('opens a new bar, aligned on the server bars, past the interval', () => {
    expect(applyTick(bar, 10.7, 790, 60)).toEqual({
      time: 780,
      open: 10.5,
      high: 10.7,
      low: 10.5,
      close: 10.7,
      volume: 0,
    });
  });

  it('ignores ticks older than the bar and prices that are not numbers', () => {
    expect(applyTick(bar, 12, 500, 60)).toBeUndefined();
    expect(applyTick(bar, Number.NaN, 630, 60)).toBeUndefined();
  });
});

describe('toBar', () => {
  it('reads a server candle', () => {
    expect(
      toBar({
        time: '2026-01-01T00:01:00.000Z',
        open: '1.5',
        high: '2',
        low: '1',
        close: '1.75',
        volume: '300',
      }),
    ).toEqual({ time: 1767225660, open: 1.5, high: 2, low: 1, close: 1.75, volume: 300 });
  });
});
