import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@brokerage/shared';
import { signedTone } from '../../../lib/format/use-number-format';
import { closeOutcomeText } from './trade-format';

describe('trade formatting', () => {
  it("signs money in its minor unit and the reader's format, cutting (never rounding) the rest", () => {
    const signed = (value: string, language: 'en' | 'de' = 'en') =>
      formatMoney(value, 'USD', language, { sign: true });
    expect(signed('1234.56789')).toBe('+1,234.56');
    expect(signed('1234.56789', 'de')).toBe('+1.234,56');
    expect(signed('-3.00009')).toBe('-3.00');
    expect(signed('-0.00001')).toBe('0.00');
    expect(signed('0')).toBe('0.00');
  });

  it('colours what is shown: gains green, losses red, a loss too small to show neither', () => {
    const tone = (value: string) => signedTone(formatMoney(value, 'USD', 'en', { sign: true }));
    expect(tone('5')).toBe('gain');
    expect(tone('-0.5')).toBe('loss');
    expect(tone('-0.00001')).toBe('');
    expect(signedTone('--')).toBe('');
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
