import { describe, expect, it } from 'vitest';
import en from './en.json';
import zhHans from './zh-Hans.json';

type Tree = { [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of flatten(value, path)) out.set(inner, text);
  }
  return out;
};

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('the console dictionaries', () => {
  const english = flatten(en as Tree);
  const chinese = flatten(zhHans as Tree);

  it('have the same keys in English and Simplified Chinese', () => {
    expect([...chinese.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !chinese.has(key))).toEqual([]);
  });

  it('use the same placeholders in both', () => {
    const differing = [...english].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(chinese.get(key) ?? '').join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});
