import { readTyped, removeTyped, writeTyped } from '../../../lib/storage/typed-storage';

/** Local storage key of the recent search terms (a tagged string list). */
export const RECENT_SEARCHES_KEY = 'search:recent';
export const RECENT_SEARCHES_MAX = 10;

export const readRecentSearches = (): string[] => {
  const value = readTyped(RECENT_SEARCHES_KEY);
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string').slice(0, RECENT_SEARCHES_MAX)
    : [];
};

/** Puts `term` first (once, case-insensitively), keeping the ten most recent. */
export const rememberSearch = (term: string): string[] => {
  const text = term.trim();
  if (!text) return readRecentSearches();
  const next = [
    text,
    ...readRecentSearches().filter((item) => item.toLowerCase() !== text.toLowerCase()),
  ].slice(0, RECENT_SEARCHES_MAX);
  writeTyped(RECENT_SEARCHES_KEY, next);
  return next;
};

export const clearRecentSearches = (): void => removeTyped(RECENT_SEARCHES_KEY);
