import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { precompressDir } from '../../../../scripts/precompress-dist.ts';

/** A script long enough for brotli and gzip to pay (the build skips a copy that would not). */
export const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"row ${i}"}`).join(',')}];\n`;

/** Files of a built customer app and console, as Vite and vite-plugin-pwa lay them out. */
const WEB_FILES: Record<string, string> = {
  'index.html': `<!doctype html><html><head><title>Brokerage</title></head><body>${'<div></div>'.repeat(40)}</body></html>`,
  'assets/index-AbCd1234.js': SCRIPT,
  'assets/index-AbCd1234.css': `.page{color:#222}\n`.repeat(60),
  'assets/logo-Zx9.png': 'not really a png',
  'sw.js': SCRIPT,
  'registerSW.js': "if('serviceWorker' in navigator)navigator.serviceWorker.register('/sw.js')",
  'manifest.webmanifest': JSON.stringify({
    name: 'Brokerage',
    icons: [],
    padding: 'x'.repeat(400),
  }),
  'version.json': JSON.stringify({ version: '1.0.0+fixture', versionCode: 100 }),
  'favicon.ico': 'ico',
  'icons/icon-192.png': 'png',
};
const ADMIN_FILES: Record<string, string> = {
  'index.html': `<!doctype html><html><head><title>Console</title></head><body>${'<p></p>'.repeat(60)}</body></html>`,
  'assets/index-Qw12.js': SCRIPT,
};

const writeApp = async (root: string, files: Record<string, string>) => {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
};

/** Both apps in a fresh temporary folder; `precompressed` runs the build's post-step on them. */
export const builtApps = async ({ precompressed }: { precompressed: boolean }) => {
  const base = path.join(os.tmpdir(), 'brokerage-built-apps', randomBytes(6).toString('hex'));
  const dist = { web: path.join(base, 'web'), admin: path.join(base, 'admin') };
  await writeApp(dist.web, WEB_FILES);
  await writeApp(dist.admin, ADMIN_FILES);
  if (precompressed) {
    await precompressDir(dist.web);
    await precompressDir(dist.admin);
  }
  return dist;
};
