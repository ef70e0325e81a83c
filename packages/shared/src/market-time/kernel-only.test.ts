import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Days are computed in this folder only (issue 23): a day is not 86,400,000 milliseconds where
 * clocks change, and a UTC midnight is no market's or reader's midnight. Anything else, tests
 * included, uses the kernel (addDays, addDuration, startOfDayIn, localDate...).
 */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const KERNEL = 'packages/shared/src/market-time/';
const SCANNED_ROOTS = ['apps', 'packages', 'scripts'];
const SKIPPED_DIRECTORIES = new Set([
  'node_modules',
  'dist',
  'build',
  'coverage',
  'playwright-report',
  'test-results',
]);
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|sql)$/;

const FORBIDDEN: readonly { readonly name: string; readonly pattern: RegExp }[] = [
  { name: 'DAY_MS', pattern: /\bDAY_MS\b/ },
  { name: '86400000', pattern: /\b86_?400_?000\b/ },
  { name: 'setUTCHours(0', pattern: /setUTCHours\(\s*0\b/ },
  { name: '24 * 60 * 60 * 1000', pattern: /\b24\s*\*\s*60\s*\*\s*60\s*\*\s*1000\b/ },
];

/** Files their owners switch to the kernel in their own branches; drop each line once merged. */
const TEMPORARILY_ALLOWED = new Set<string>([]);

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory())
      return SKIPPED_DIRECTORIES.has(entry.name) || entry.name.startsWith('.')
        ? []
        : sourceFiles(path);
    return SOURCE_FILE.test(entry.name) ? [path] : [];
  });

const offences = (): Map<string, string[]> => {
  const found = new Map<string, string[]>();
  for (const root of SCANNED_ROOTS)
    for (const file of sourceFiles(join(REPO_ROOT, root))) {
      const path = relative(REPO_ROOT, file).split(sep).join('/');
      if (path.startsWith(KERNEL)) continue;
      const text = readFileSync(file, 'utf8');
      const names = FORBIDDEN.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
      if (names.length > 0) found.set(path, names);
    }
  return found;
};

describe('the market-time kernel is the only place days are computed', () => {
  const found = offences();

  it('no file outside the kernel counts a day in milliseconds or cuts at UTC midnight', () => {
    const unexpected = [...found].filter(([path]) => !TEMPORARILY_ALLOWED.has(path));
    expect(unexpected.map(([path, names]) => `${path}: ${names.join(', ')}`)).toEqual([]);
  });

  it('every temporary exception is still needed (drop the line once its file is clean)', () => {
    const clean = [...TEMPORARILY_ALLOWED].filter((path) => !found.has(path));
    expect(clean).toEqual([]);
  });
});
