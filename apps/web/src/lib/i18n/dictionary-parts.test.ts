import { describe, expect, it } from 'vitest';
import appEnglish from '../../locales/en.json';
import sharedEnglish from '../../../../../packages/shared/src/locales/en.json';
import { dictionaryPart, LATER_GROUPS } from './dictionary-parts';

describe('dictionaryPart', () => {
  it('splits a dictionary by its groups into two parts that add up to it, sharing nothing', () => {
    for (const dictionary of [appEnglish, sharedEnglish] as Record<string, unknown>[]) {
      const first = dictionaryPart(dictionary, 'first');
      const later = dictionaryPart(dictionary, 'later');
      expect({ ...first, ...later }).toEqual(dictionary);
      expect(Object.keys(first).filter((group) => group in later)).toEqual([]);
      for (const group of Object.keys(later)) expect(LATER_GROUPS.has(group)).toBe(true);
    }
  });

  it('names only groups a dictionary has', () => {
    const groups = new Set([...Object.keys(appEnglish), ...Object.keys(sharedEnglish)]);
    expect([...LATER_GROUPS].filter((group) => !groups.has(group))).toEqual([]);
  });
});
