import { describe, expect, it } from 'vitest';
import { chartPrice } from './chart-options';

describe('chartPrice', () => {
  it('reads in the reader’s language with 2 to 4 decimals', () => {
    expect(chartPrice(1.033, 'de')).toBe('1,033');
    expect(chartPrice(1.0330000000000001, 'en')).toBe('1.033');
    expect(chartPrice(250, 'de')).toBe('250,00');
    expect(chartPrice(12345.5, 'en')).toBe('12,345.50');
    expect(chartPrice(0.00012, 'fr')).toBe('0,0001');
  });
});
