import { createHash } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

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

/**
 * Installable app with an offline shell. The service worker precaches the built files
 * (index.html, every chunk, icons), never version.json or the API. Page loads go to the
 * network first, so a new build's index.html is seen at once; only when the network fails (or
 * is slower than 4 s) does the last index.html seen, or the precached one, answer. A new
 * worker takes over at once (autoUpdate) and the seed's version check still reloads.
 */
const pwa = () =>
  VitePWA({
    registerType: 'autoUpdate',
    injectRegister: false,
    manifest: {
      name: 'Brokerage',
      short_name: 'Brokerage',
      description: 'Trade stocks, follow markets and manage your account.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#465CFF',
      background_color: '#e9ebf2',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
      navigateFallback: null,
      // Without this the precache would answer `/` itself (cache first) before the
      // network-first route below ever saw the page load.
      directoryIndex: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' &&
            !url.pathname.startsWith('/api/') &&
            !url.pathname.startsWith('/admin'),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'app-pages',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 4 },
            precacheFallback: { fallbackURL: 'index.html' },
          },
        },
      ],
    },
  });

export default defineConfig({
  base: '/',
  plugins: [react(), versionFile(), pwa()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // antd-mobile's ErrorBlock carries four illustrations (~10 KB gzipped): a chunk of
          // its own, fetched by the screens that show one, not bundled with the shared helpers
          // every screen needs.
          groups: [
            {
              name: 'error-block',
              test: /antd-mobile[\\/]es[\\/]components[\\/]error-block[\\/]/,
              // Only ErrorBlock itself: the helpers it uses stay where every screen gets them.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true, ws: true },
      '/version.json': { target: 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
});
