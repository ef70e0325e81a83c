import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');
/** Static imports only: `import(…)` has no `from`, and a lazily loaded module is no first load. */
const STATIC_IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

const resolveLocal = (from: string, specifier: string): string | undefined => {
  const base = path.resolve(path.dirname(from), specifier);
  if (existsSync(base) && /\.tsx?$/.test(base)) return base;
  return EXTENSIONS.map((extension) => `${base}${extension}`).find((file) => existsSync(file));
};

/** What `entry` reaches by static imports: the app's modules, and the packages they name. */
const firstLoadOf = (entry: string) => {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const queue = [path.join(SRC, entry)];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (modules.has(file)) continue;
    modules.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else {
        const found = resolveLocal(file, specifier);
        if (found) queue.push(found);
      }
    }
  }
  return { modules: [...modules].map((file) => path.relative(SRC, file)), packages: [...packages] };
};

describe("a quote's first load", () => {
  it('has no calendar library: its plan date and its chart format without luxon', () => {
    const { modules, packages } = firstLoadOf('pages/quote/quote-page.tsx');
    expect(modules).toContain('features/plans/components/invest-regularly-entry.tsx');
    expect(modules).toContain('lib/charts/chart-options.ts');
    expect(modules).not.toContain('lib/format/date-time.ts');
    expect(packages).not.toContain('luxon');
    expect(packages).not.toContain('@brokerage/shared/market-time/dates');
  });
});
