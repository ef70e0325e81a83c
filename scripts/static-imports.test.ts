import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImports } from './static-imports.ts';

describe('staticImports', () => {
  it('follows static imports and re-exports, names packages, and leaves lazy imports out', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'static-imports-'));
    const write = (name: string, code: string) => writeFileSync(path.join(dir, name), code);
    write('page.tsx', "import { a } from './a';\nconst later = () => import('./lazy');\n");
    write('a.ts', "export { b } from './b.ts';\nimport { DateTime } from 'luxon';\n");
    write('b.ts', "import type { Z } from 'zod/mini';\nexport const b = 1;\n");
    write('lazy.ts', "import { x } from 'heavy';\n");
    const { modules, packages } = staticImports(path.join(dir, 'page.tsx'));
    expect(modules.map((file) => path.basename(file)).sort()).toEqual(['a.ts', 'b.ts', 'page.tsx']);
    expect(packages.sort()).toEqual(['luxon', 'zod/mini']);
  });
});
