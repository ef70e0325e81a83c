import { describe, expect, it } from 'vitest';
import { tickOf } from './fake-provider.ts';
import { applyTick, priceChange } from './live-quote.ts';

describe('priceChange', () => {
  it('is exact where floats are not (0.3 - 0.1)', () => {
    expect(priceChange('0.3', '0.1')).toEqual({ change: '0.2', changePercent: '200.00' });
    expect(priceChange('0.30', '0.10')).toEqual({ change: '0.20', changePercent: '200.00' });
  });

  it('keeps the larger scale of the two prices and rounds the percentage half up once', () => {
    expect(priceChange('10.005', '10.00')).toEqual({ change: '0.005', changePercent: '0.05' });
    expect(priceChange('3', '3.000')).toEqual({ change: '0.000', changePercent: '0.00' });
    expect(priceChange('98.765', '100')).toEqual({ change: '-1.235', changePercent: '-1.24' });
  });

  it('is unknown without a previous close, and has no percentage from zero', () => {
    expect(priceChange('10', null)).toEqual({ change: null, changePercent: null });
    expect(priceChange('10', '0')).toEqual({ change: '10', changePercent: null });
  });
});

describe('applyTick', () => {
  it('starts a day from the first tick when the feed gave no day figures', () => {
    const quote = applyTick(
      undefined,
      tickOf('US:AAPL', '100.00', '2026-06-10T14:00:00Z'),
      'live',
      true,
    );
    expect(quote).toMatchObject({
      key: 'US:AAPL',
      open: '100.00',
      high: '100.00',
      low: '100.00',
      previousClose: null,
      change: null,
      source: 'live',
    });
  });

  it('rolls the day over when the day volume falls back', () => {
    const first = applyTick(
      undefined,
      tickOf('US:AAPL', '100.00', '2026-06-10T14:00:00Z'),
      'live',
      true,
    );
    const higher = applyTick(
      first,
      tickOf('US:AAPL', '102.00', '2026-06-10T15:00:00Z'),
      'live',
      true,
    );
    expect(higher).toMatchObject({ open: '100.00', high: '102.00', low: '100.00' });
    const nextDay = applyTick(
      higher,
      { ...tickOf('US:AAPL', '101.00', '2026-06-11T13:30:00Z'), volume: '10' },
      'live',
      true,
    );
    expect(nextDay).toMatchObject({
      open: '101.00',
      high: '101.00',
      low: '101.00',
      previousClose: '102.00',
      change: '-1.00',
      changePercent: '-0.98',
    });
  });
});
