import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `import … from '…'` and `export … from '…'`: a dynamic `import(…)` has no `from`. */
const STATIC_IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const resolveRelative = (from: string, specifier: string): string | undefined =>
  CANDIDATES.map((ending) => path.resolve(path.dirname(from), specifier) + ending).find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );

/**
 * What a module reaches by static imports alone, read from the sources: the repository's
 * modules (absolute paths, `entry` included) and the packages they name. Lazily loaded modules
 * are left out, so this is what a first load of `entry` takes with it, for tests that keep a
 * library out of one. Over-reaches on type-only imports, which a build drops.
 */
export const staticImports = (entry: string): { modules: string[]; packages: string[] } => {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (modules.has(file)) continue;
    modules.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier.startsWith('.')) packages.add(specifier);
      else {
        const found = resolveRelative(file, specifier);
        if (found) queue.push(found);
      }
    }
  }
  return { modules: [...modules], packages: [...packages] };
};
