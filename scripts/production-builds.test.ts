import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_BUILD_ALIASES } from './production-builds.ts';

const require = createRequire(import.meta.url);

describe('PRODUCTION_BUILD_ALIASES', () => {
  const [router] = PRODUCTION_BUILD_ALIASES;

  it('points react-router at its production build, whose checks are compiled out', async () => {
    expect(router?.find.test('react-router')).toBe(true);
    expect(router?.find.test('react-router/dom')).toBe(false);
    const entry = await readFile(router?.replacement ?? '', 'utf8');
    const chunks = [...entry.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map(([, name]) => name);
    const code = await Promise.all(
      chunks.map((name) =>
        readFile(path.join(path.dirname(router?.replacement ?? ''), name ?? ''), 'utf8'),
      ),
    );
    expect(code.join('\n')).toContain('var ENABLE_DEV_WARNINGS = false;');
    expect(code.join('\n')).not.toContain('var ENABLE_DEV_WARNINGS = true;');
  });

  it("is needed: the package's own exports still name the development build", async () => {
    const manifest = JSON.parse(
      await readFile(require.resolve('react-router/package.json'), 'utf8'),
    ) as { exports: { '.': { import: { default: string } } } };
    expect(manifest.exports['.'].import.default).toBe('./dist/development/index.mjs');
  });
});
