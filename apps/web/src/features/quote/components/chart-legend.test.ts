import { describe, expect, it } from 'vitest';
import { chartLegend } from './chart-legend';

// Friday 27 February 2026, 15:30 UTC.
const bar = {
  time: Date.UTC(2026, 1, 27, 15, 30) / 1000,
  open: 245.3,
  high: 246.125,
  low: 244.9,
  close: 1245.6,
};

describe('chartLegend', () => {
  it('reads a candle in German with the instrument’s tick decimals', () => {
    const legend = chartLegend(bar, 'de', { tickSize: '0.01', intraday: true });
    expect(legend).toMatchObject({
      open: '245,30',
      high: '246,13',
      low: '244,90',
      close: '1.245,60',
    });
    expect(legend.time).toMatch(/27\.02\.2026/);
  });

  it('keeps a forex pair’s four decimals and shows a day without its time', () => {
    const legend = chartLegend({ ...bar, open: 1.08, close: 1.0815 }, 'en', {
      tickSize: '0.0001',
      intraday: false,
    });
    expect(legend.open).toBe('1.0800');
    expect(legend.close).toBe('1.0815');
    expect(legend.time).not.toMatch(/:/);
  });
});
