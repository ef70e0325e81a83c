import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  closeOutcomeText,
  formatPrice,
  formatSignedAmount,
  marketOf,
  symbolOf,
  toneOf,
} from './trade-format';

describe('trade formatting', () => {
  it('signs money and truncates to 4 decimals', () => {
    expect(formatSignedAmount('1234.56789')).toBe('+1,234.5678');
    expect(formatSignedAmount('-3.00009')).toBe('-3.0000');
    expect(formatSignedAmount('-0.00001')).toBe('0.0000');
    expect(formatSignedAmount('0')).toBe('0.0000');
  });

  it('colours gains and losses', () => {
    expect(toneOf('5')).toBe('gain');
    expect(toneOf('-0.5')).toBe('loss');
    expect(toneOf('-0.00001')).toBe('');
    expect(toneOf(null)).toBe('');
  });

  it('shows prices without trailing zeros', () => {
    expect(formatPrice('189.23000000', 'en')).toBe('189.23');
    expect(formatPrice('1234.50000000', 'de')).toBe('1.234,50');
    expect(formatPrice(null, 'en')).toBe('--');
  });

  it('splits keys', () => {
    expect(symbolOf('US:AAPL')).toBe('AAPL');
    expect(marketOf('HK:0700')).toBe('HK');
  });

  it('says a close filled, else where it waits', () => {
    const keyOnly = ((key: string) => key) as unknown as TFunction;
    expect(closeOutcomeText({ status: 'filled', type: 'limit' }, keyOnly)).toBe(
      'trade.closedFilled',
    );
    expect(closeOutcomeText({ status: 'pending', type: 'limit' }, keyOnly)).toBe(
      'trade.closeLimitPlaced',
    );
    expect(closeOutcomeText({ status: 'pending', type: 'market' }, keyOnly)).toBe(
      'trade.closePlaced',
    );
  });
});
