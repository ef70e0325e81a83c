import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });

describe('the app’s CSS', () => {
  it('never breaks words between any two letters (an Italian word split mid-word)', () => {
    const src = path.resolve(import.meta.dirname, '..');
    const offending = cssFiles(src).filter((file) =>
      /word-break:\s*break-all/.test(readFileSync(file, 'utf8')),
    );
    expect(offending).toEqual([]);
  });
});
