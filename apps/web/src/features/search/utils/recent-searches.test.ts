import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearRecentSearches,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
  rememberSearch,
} from './recent-searches';

class MemoryStorage {
  private readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

describe('recent searches', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', {
      value: new MemoryStorage(),
      configurable: true,
    });
  });

  it('keeps the newest first, once, at most ten', () => {
    for (let i = 0; i < 12; i += 1) rememberSearch(`term ${i}`);
    rememberSearch('TERM 5');
    const recent = readRecentSearches();
    expect(recent).toHaveLength(10);
    expect(recent[0]).toBe('TERM 5');
    expect(recent.filter((item) => item.toLowerCase() === 'term 5')).toHaveLength(1);
  });

  it('ignores blanks and clears', () => {
    rememberSearch('  ');
    expect(readRecentSearches()).toEqual([]);
    rememberSearch('aapl');
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
  });

  it('reads a damaged value as empty', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, '{"type":"array","data":[1,"x"]}');
    expect(readRecentSearches()).toEqual(['x']);
    localStorage.setItem(RECENT_SEARCHES_KEY, 'nonsense');
    expect(readRecentSearches()).toEqual([]);
  });
});
