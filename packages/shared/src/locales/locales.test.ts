import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it_ from './it.json';
import jp from './jp.json';
import zhHans from './zh-Hans.json';

type Tree = { [key: string]: string | Tree };

const locales: Record<string, Tree> = {
  de,
  it: it_,
  fr,
  es,
  jp,
  'zh-Hans': zhHans,
};

/**
 * Keys whose text may legitimately equal the English one in a given locale
 * (proper names, codes). Keep this list short and explicit.
 */
const sameAsEnglishAllowed: Record<string, readonly string[]> = {
  // A market word Italian borrows as it is.
  it: ['news.category.trading'],
};

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      out.set(path, value);
    } else {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    }
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*([^}]+?)\s*}}/g)].map((m) => m[1] ?? '').sort();
}

const english = flatten(en);
const englishKeys = [...english.keys()].sort();

describe('en.json', () => {
  it('has only non-empty string values', () => {
    expect(englishKeys.length).toBeGreaterThan(0);
    for (const [key, value] of english) {
      expect(value.trim(), key).not.toBe('');
    }
  });
});

describe.each(Object.entries(locales))('%s.json', (name, tree) => {
  const messages = flatten(tree);

  it('has exactly the keys of en.json', () => {
    expect([...messages.keys()].sort()).toEqual(englishKeys);
  });

  it('has non-empty string values', () => {
    for (const [key, value] of messages) {
      expect(typeof value, key).toBe('string');
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('keeps the placeholders of each English message', () => {
    for (const [key, source] of english) {
      expect(placeholders(messages.get(key) ?? ''), key).toEqual(placeholders(source));
    }
  });

  it('translates every message (except allow-listed names and codes)', () => {
    const allowed = new Set(sameAsEnglishAllowed[name] ?? []);
    const untranslated = [...english]
      // A message that is only placeholders (an operator's own title and text) has no words.
      .filter(([, source]) => !/^(\s*\{\{\w+\}\}\s*)+$/.test(source))
      .filter(([key, source]) => messages.get(key) === source && !allowed.has(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
