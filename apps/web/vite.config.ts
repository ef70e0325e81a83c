import { createHash } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const APP_VERSION = '1.0.0';
const APP_VERSION_CODE = 100;

/**
 * Writes dist/version.json, which the running app polls (no-cache) at start-up to learn
 * that a new build is live. The build id is a hash of the emitted bundle, so an unchanged
 * build keeps its id and does not make every open tab reload.
 */
const versionFile = (): Plugin => ({
  name: 'brokerage-version-file',
  apply: 'build',
  generateBundle(_options, bundle) {
    const hash = createHash('sha256');
    for (const name of Object.keys(bundle).sort()) {
      const item = bundle[name];
      if (!item) continue;
      hash.update(name);
      hash.update(item.type === 'chunk' ? item.code : item.source);
    }
    const buildId = hash.digest('hex').slice(0, 12);
    this.emitFile({
      type: 'asset',
      fileName: 'version.json',
      source: JSON.stringify({
        version: `${APP_VERSION}+${buildId}`,
        versionCode: APP_VERSION_CODE,
      }),
    });
  },
});

export default defineConfig({
  base: '/',
  plugins: [react(), versionFile()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1200 },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true, ws: true },
      '/version.json': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
});
