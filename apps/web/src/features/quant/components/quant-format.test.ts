import { describe, expect, it } from 'vitest';
import { fundName, moneyText, navText, toneOf } from './quant-format';

describe('quant figures', () => {
  it('names a fund in the reader language, English when a name is missing', () => {
    expect(fundName({ en: 'Steady', de: 'Stetig' }, 'de')).toBe('Stetig');
    expect(fundName({ en: 'Steady' }, 'jp')).toBe('Steady');
  });

  it('reads a NAV to 4 decimals in the reader format, and money in its minor unit with its sign', () => {
    expect(navText('1.02345678', 'de')).toBe('1,0235');
    expect(navText(null, 'en')).toBe('--');
    expect(moneyText('1155.34', 'USD', 'en', true)).toBe('+1,155.34');
    expect(moneyText('-34.99', 'USD', 'de', true)).toBe('-34,99');
  });

  it('colours gains green and losses red, nothing for zero', () => {
    expect(toneOf('0.01')).toBe('gain');
    expect(toneOf('-0.01')).toBe('loss');
    expect(toneOf('0.00')).toBe('');
  });
});
