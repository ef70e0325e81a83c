import { describe, expect, it } from 'vitest';
import { defaultPriceColours } from '@brokerage/shared';

describe('defaultPriceColours', () => {
  it('is red-up for Chinese and Japanese readers, green-up for the others', () => {
    expect(defaultPriceColours('zh-Hans')).toBe('red-up');
    expect(defaultPriceColours('jp')).toBe('red-up');
    for (const language of ['en', 'de', 'it', 'fr', 'es'] as const)
      expect(defaultPriceColours(language)).toBe('green-up');
  });
});
