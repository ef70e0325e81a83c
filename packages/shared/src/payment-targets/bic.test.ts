import { describe, expect, it } from 'vitest';
import { isValidBic, normaliseBic } from './bic.ts';

describe('isValidBic', () => {
  it.each(['DEUTDEFF', 'DEUTDEFF500', 'NEDSZAJJXXX', 'BNPAFRPP', 'CHASUS33'])(
    'accepts %s',
    (bic) => {
      expect(isValidBic(bic)).toBe(true);
    },
  );
  it('accepts lower case and stray spaces', () => {
    expect(isValidBic('deutdeff')).toBe(true);
    expect(isValidBic(' DEUT DE FF 500 ')).toBe(true);
  });
  it('rejects digits in the bank or country part', () => {
    expect(isValidBic('DEUT12FF')).toBe(false);
    expect(isValidBic('D3UTDEFF')).toBe(false);
  });
  it('rejects lengths other than 8 or 11', () => {
    expect(isValidBic('DEUTDEF')).toBe(false);
    expect(isValidBic('DEUTDEFF5')).toBe(false);
    expect(isValidBic('DEUTDEFF50')).toBe(false);
    expect(isValidBic('DEUTDEFF5000')).toBe(false);
    expect(isValidBic('')).toBe(false);
  });
  it('rejects an unknown country code', () => {
    expect(isValidBic('DEUTXXFF')).toBe(false);
  });
  it('rejects punctuation', () => {
    expect(isValidBic('DEUTDEF-')).toBe(false);
  });
});

describe('normaliseBic', () => {
  it('removes spaces and upper-cases', () => {
    expect(normaliseBic(' deut de ff ')).toBe('DEUTDEFF');
  });
});
