import { describe, expect, it } from 'vitest';
import { decimalsOf, ratioAsPercent } from './loan-figures';

describe('loan figures', () => {
  it('shows a ratio as a percentage in the reader’s language', () => {
    expect(ratioAsPercent('1.3', 'en')).toBe('130.00 %');
    expect(ratioAsPercent('0.5', 'en')).toBe('50.00 %');
    expect(ratioAsPercent('1.23456', 'en')).toBe('123.45 %');
  });

  it('keeps a price’s own decimals, at least 2', () => {
    expect(decimalsOf('187')).toBe(2);
    expect(decimalsOf('187.5')).toBe(2);
    expect(decimalsOf('0.0125')).toBe(4);
  });
});
