import { describe, expect, it } from 'vitest';
import { normalisedName } from './payee-checks.ts';

describe('a payee name compared with the verified identity', () => {
  it('ignores case, accents, spacing, punctuation and which name comes first', () => {
    const ada = normalisedName('Ada Lovelace');
    for (const spelling of ['ADA LOVELACE', 'Lovelace, Ada', '  ada   lovelace ', 'Àda Lovelacé'])
      expect(normalisedName(spelling)).toBe(ada);
  });

  it('keeps a different or an extra name different', () => {
    expect(normalisedName('Ada King Lovelace')).not.toBe(normalisedName('Ada Lovelace'));
    expect(normalisedName('Ada Lovelock')).not.toBe(normalisedName('Ada Lovelace'));
  });

  it('keeps names in scripts without case as they are', () => {
    expect(normalisedName('王 小明')).toBe(normalisedName('小明 王'));
    expect(normalisedName('王小明')).toBe('王小明');
  });
});
