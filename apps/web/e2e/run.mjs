#!/usr/bin/env node
/**
 * `npm run test:e2e -w @brokerage/web`: makes sure Debian's Chromium is present (installing it
 * with apt-get when we are root), then runs Playwright with apps/web/playwright.config.ts.
 * Playwright never downloads a browser here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const webDir = path.resolve(import.meta.dirname, '..');
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
};

if (!existsSync(chrome)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      [
        `Chromium was not found at ${chrome}.`,
        'Install it as root with:  apt-get update && apt-get install -y chromium',
        'or point CHROME_PATH at an existing Chromium/Chrome binary, then run this again.',
      ].join('\n'),
    );
    process.exit(1);
  }
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH is set to ${chrome}, which does not exist.`);
    process.exit(1);
  }
  console.log('Chromium is missing; installing it with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // CJK fonts too: without them the zh-Hans and jp screenshots render as empty boxes.
  if (
    run('apt-get', ['update'], { env }) !== 0 ||
    run('apt-get', ['install', '-y', 'chromium', 'fonts-noto-cjk'], { env }) !== 0
  ) {
    console.error('apt-get could not install chromium.');
    process.exit(1);
  }
}

if (!existsSync(path.join(webDir, 'dist', 'index.html'))) {
  console.error(
    'apps/web/dist is missing: run `npm run build` at the repository root first (`npm run test:e2e` there does both).',
  );
  process.exit(1);
}

// One fresh folder per run for the server's DATA_DIR (embedded PostgreSQL) and its log.
const tmp = mkdtempSync(path.join(tmpdir(), 'brokerage-e2e-'));
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', E2E_TMP: tmp };
const status = run(
  'npx',
  ['playwright', 'test', '--config', 'playwright.config.ts', ...process.argv.slice(2)],
  { cwd: webDir, env },
);
// The server has stopped by now; keep the folder only when asked (E2E_KEEP=1) for debugging.
if (process.env.E2E_KEEP === '1') console.log(`e2e data and server log kept in ${tmp}`);
else rmSync(tmp, { recursive: true, force: true });
process.exit(status);
