import { describe, expect, it } from 'vitest';
import { fundName, navText, toneOf, valuationText } from './quant-format';

describe('quant figures', () => {
  it('names a fund in the reader language, English when a name is missing', () => {
    expect(fundName({ en: 'Steady', de: 'Stetig' }, 'de')).toBe('Stetig');
    expect(fundName({ en: 'Steady' }, 'jp')).toBe('Steady');
  });

  it('reads a NAV to 4 decimals in the reader format', () => {
    expect(navText('1.02345678', 'de')).toBe('1,0235');
    expect(navText(null, 'en')).toBe('--');
  });

  it('colours gains green and losses red, nothing for zero', () => {
    expect(toneOf('0.01')).toBe('gain');
    expect(toneOf('-0.01')).toBe('loss');
    expect(toneOf('0.00')).toBe('');
  });

  it("shows a valuation point (New York's 16:00 close) in the reader's own zone and language", () => {
    const close = '2026-03-02T21:00:00.000Z';
    expect(valuationText(close, 'en', 'America/New_York')).toMatch(/Mon, Mar 2, 04:00\sPM EST/);
    expect(valuationText(close, 'de', 'Europe/Berlin')).toMatch(/Mo\., 2\. März, 22:00\sMEZ/);
  });
});
