import { describe, expect, it } from 'vitest';
import { chartPrice, chartTickMark, chartTime } from './chart-options';

describe('chartPrice', () => {
  it('reads in the reader’s language with 2 to 4 decimals', () => {
    expect(chartPrice(1.033, 'de')).toBe('1,033');
    expect(chartPrice(1.0330000000000001, 'en')).toBe('1.033');
    expect(chartPrice(250, 'de')).toBe('250,00');
    expect(chartPrice(12345.5, 'en')).toBe('12,345.50');
    expect(chartPrice(0.00012, 'fr')).toBe('0,0001');
  });
});

describe('chart times', () => {
  // Friday 27 February 2026, 15:30 UTC.
  const at = Date.UTC(2026, 1, 27, 15, 30) / 1000;

  it('labels the crosshair in the reader’s language', () => {
    expect(chartTime(at, 'de', false)).toBe('27.02.2026');
    expect(chartTime(at, 'de', true)).toMatch(/^27\.02\.2026, \d\d:30$/);
    expect(chartTime(at, 'zh-Hans', false)).toBe('2026年2月27日');
  });

  it('labels the time scale in the reader’s language', () => {
    expect(chartTickMark(at, 1, 'de')).toBe('Feb');
    expect(chartTickMark(at, 2, 'de')).toBe('27. Feb.');
    expect(chartTickMark(at, 0, 'jp')).toBe('2026年');
  });

  it('shows an instrument’s prices in its tick decimals', () => {
    expect(chartPrice(245.3012, 'de', '0.01')).toBe('245,30');
    expect(chartPrice(1.08, 'en', '0.0001')).toBe('1.0800');
  });
});
