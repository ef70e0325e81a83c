import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_KEYS } from '@brokerage/shared';
import { describe, expect, it } from 'vitest';

type Dict = { [key: string]: string | Dict };

const here = import.meta.dirname;
const load = (key: string): Dict =>
  JSON.parse(readFileSync(path.join(here, `${key}.json`), 'utf8')) as Dict;

const flatten = (dict: Dict, prefix = ''): Map<string, string> => {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(dict)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
};

/** Interpolations ({{x}}) and Trans tags (<strong>) must survive translation. */
const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}|<(\/?\w+)>/g)].map((m) => m[1] ?? m[2] ?? '').sort();

/** Texts that are the same word in these languages (brand, acronyms, loanwords). */
const SAME_AS_ENGLISH = new Set([
  'app.name',
  'profile.vip',
  'title.quant',
  'home.grid.quant',
  'home.grid.ipo',
  'title.wallet',
  'tab.home',
  'profile.total',
  'title.transactions',
  'settings.version',
  'auth.password',
  'title.profile',
  // French: the same words (issue 31).
  'title.aboutDocument',
  'about.documents',
  // German: the same words (issue 24).
  'secondFactor.passkeys',
  'secondFactor.passkeyName',
  'tab.profile',
  'title.popular',
  // Market words borrowed as they are (de Index, fr Volume, it IPO).
  'market.index',
  'market.tabs.ipo',
  'quote.volume',
  // Standard banking codes, written the same in every language.
  'cards.iban',
  'cards.bic',
  // "No" in Italian and Spanish.
  'appropriateness.no',
]);

const en = flatten(load('en'));

describe('dictionaries', () => {
  it('exist for all seven languages', () => {
    const files = readdirSync(here)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LANGUAGE_KEYS].sort());
  });

  for (const key of LANGUAGE_KEYS.filter((k) => k !== 'en')) {
    it(`${key} has exactly the English keys, real translations and the same placeholders`, () => {
      const dict = flatten(load(key));
      expect([...dict.keys()].sort()).toEqual([...en.keys()].sort());
      const copies: string[] = [];
      for (const [name, text] of dict) {
        const english = en.get(name) ?? '';
        expect(text.trim(), name).not.toBe('');
        expect(placeholders(text), name).toEqual(placeholders(english));
        if (text === english && !SAME_AS_ENGLISH.has(name)) copies.push(name);
      }
      expect(copies).toEqual([]);
    });
  }

  for (const key of LANGUAGE_KEYS) {
    it(`${key} names the bid and the ask with one word each, never swapped between screens`, () => {
      const words = { bid: new Set<string>(), ask: new Set<string>() };
      for (const [name, text] of flatten(load(key))) {
        const last = name.split('.').at(-1);
        if (last === 'bid' || last === 'ask') words[last].add(text);
      }
      expect(words.bid.size, [...words.bid].join(' / ')).toBe(1);
      expect(words.ask.size, [...words.ask].join(' / ')).toBe(1);
      expect([...words.bid][0]).not.toBe([...words.ask][0]);
    });
  }

  it('covers every literal key the source passes to t()', () => {
    const shared = flatten(
      JSON.parse(
        readFileSync(path.join(here, '../../../../packages/shared/src/locales/en.json'), 'utf8'),
      ) as Dict,
    );
    const missing: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
          const source = readFileSync(full, 'utf8');
          for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*)'/g)) {
            const name = match[1] ?? '';
            if (!en.has(name) && !shared.has(name))
              missing.push(`${path.relative(here, full)}: ${name}`);
          }
        }
      }
    };
    walk(path.join(here, '..'));
    for (const route of readFileSync(path.join(here, '../config/paths.ts'), 'utf8').matchAll(
      /'(title\.\w+)'/g,
    )) {
      if (!en.has(route[1] ?? '')) missing.push(`paths.ts: ${route[1] ?? ''}`);
    }
    expect(missing).toEqual([]);
  });
});
