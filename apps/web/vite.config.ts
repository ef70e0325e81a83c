import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { criticalStyles } from './scripts/critical-styles.ts';
import { APP_START_TEMPLATE, deferredStart } from './scripts/deferred-start.ts';
import { dictionaryPartsPlugin, holdsLaterDictionary } from './scripts/dictionary-parts.ts';
import { iconSpritePlugin } from './scripts/icon-sprite.ts';
import { PRODUCTION_BUILD_ALIASES } from '../../scripts/production-builds.ts';
import { PREACT_ALIASES } from './scripts/preact-aliases.ts';
import { firstLoadChunkName } from './scripts/first-load-chunks.ts';
import { loaderModuleOf, routePreloads } from './scripts/route-preloads.ts';
import { BOOT_ROUTES } from './src/config/entry-routes.ts';
import type { BootPreloads } from './src/app/boot-shell';

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

const BOOT_SHELL_MARK = '<!--boot-shell-->';
const BOOT_SCRIPT_MARK = '<!--boot-script-->';

/** The table of the app's lazy pages (what each address loads). */
const PAGE_REGISTRY_FILE = path.join(import.meta.dirname, 'src/app/page-registry.ts');

/**
 * First paint from HTML (issue 29): src/app/boot-shell.tsx rendered with react-dom/server
 * into index.html's #root (in place of the mark), its variant rules into <head>, and the boot
 * script (the blocking script that picks the variant and starts the app) inlined in <head>:
 * a file of its own was a round trip before the first paint, and before any of the app's
 * files were asked for. The server's CSP allows it by its hash (apps/server's
 * http/customer-script-policy.ts, `appPageScriptHashes`). The module is loaded through tsx at
 * build time, the dictionaries read from the same locale files the app loads.
 */
const bootShell = (): Plugin[] => {
  const load = async () => {
    const { tsImport } = await import('tsx/esm/api');
    const [shell, storage, server] = await Promise.all([
      tsImport('./src/app/boot-shell.tsx', import.meta.url) as Promise<
        typeof import('./src/app/boot-shell')
      >,
      tsImport('./src/lib/storage/storage-keys.ts', import.meta.url) as Promise<
        typeof import('./src/lib/storage/storage-keys')
      >,
      import('react-dom/server'),
    ]);
    const dictionaries = Object.fromEntries(
      shell.BOOT_LANGUAGES.map((key) => [
        key,
        JSON.parse(
          readFileSync(path.join(import.meta.dirname, 'src/locales', `${key}.json`), 'utf8'),
        ) as Record<string, unknown>,
      ]),
    );
    const { createElement } = await import('react');
    return {
      html: server.renderToString(createElement(shell.BootShell, { dictionaries })),
      css: shell.bootShellCss(),
      script: (preloads?: BootPreloads) =>
        shell.bootScript(storage.STORAGE_KEYS.language, APP_START_TEMPLATE, preloads),
      shell,
    };
  };
  let built: ReturnType<typeof load> | undefined;
  const get = () => (built ??= load());
  /** What the boot script has the browser fetch for each entry route and language. */
  const preloadsOf = async (
    bundle: Rolldown.OutputBundle,
    resolve: (id: string, importer: string) => Promise<{ id: string } | null>,
  ): Promise<BootPreloads> => {
    const { shell } = await get();
    const antdLocaleFile = path.join(import.meta.dirname, 'src/app/antd-locale.tsx');
    const antdLocales = readFileSync(antdLocaleFile, 'utf8');
    // Before the first render main.tsx loads the first part of the language's dictionaries
    // (scripts/dictionary-parts.ts) and antd-mobile's texts.
    const languageModules = async (key: string) => {
      const antd = loaderModuleOf(antdLocales, key);
      const resolved = antd ? await resolve(antd, antdLocaleFile) : null;
      return [
        ...['src/locales', '../../packages/shared/src/locales'].map(
          (folder) => `${path.join(import.meta.dirname, folder, `${key}.json`)}?part=first`,
        ),
        ...(resolved ? [resolved.id] : []),
      ];
    };
    return routePreloads({
      chunks: Object.values(bundle).filter((item) => item.type === 'chunk'),
      registryFile: PAGE_REGISTRY_FILE,
      registrySource: readFileSync(PAGE_REGISTRY_FILE, 'utf8'),
      routePaths: shell.BOOT_ROUTES,
      languages: Object.fromEntries(
        await Promise.all(
          shell.BOOT_LANGUAGES.map(async (key) => [key, await languageModules(key)] as const),
        ),
      ),
    });
  };
  let resolveId: ((id: string, importer: string) => Promise<{ id: string } | null>) | undefined;
  return [
    {
      name: 'brokerage-boot-shell',
      async transformIndexHtml(html) {
        if (!html.includes(BOOT_SHELL_MARK)) throw new Error(`index.html lost ${BOOT_SHELL_MARK}`);
        const { html: shell, css } = await get();
        return html
          .replace(BOOT_SHELL_MARK, shell)
          .replace('</head>', `<style>\n${css}\n</style>\n</head>`);
      },
    },
    {
      name: 'brokerage-boot-script',
      buildStart() {
        resolveId = async (id, importer) => this.resolve(id, importer);
      },
      // After the bundle is made: the preloads name its chunks (in the dev server, none).
      transformIndexHtml: {
        order: 'post',
        async handler(html, context) {
          if (!html.includes(BOOT_SCRIPT_MARK))
            throw new Error(`index.html lost ${BOOT_SCRIPT_MARK}`);
          const { script } = await get();
          const preloads =
            context.bundle && resolveId ? await preloadsOf(context.bundle, resolveId) : undefined;
          // A function replacement: the script's own `$` must not be read as patterns.
          return html.replace(BOOT_SCRIPT_MARK, () => `<script>${script(preloads)}</script>`);
        },
      },
    },
  ];
};

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
  resolve: { alias: [...PREACT_ALIASES, ...PRODUCTION_BUILD_ALIASES] },
  plugins: [
    react(),
    dictionaryPartsPlugin(),
    bootShell(),
    iconSpritePlugin(),
    criticalStyles(),
    deferredStart(),
    versionFile(),
    pwa(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // The later parts of the dictionaries by a name of their own (scripts/dictionary-parts.ts).
        chunkFileNames: (chunk) =>
          holdsLaterDictionary(chunk.moduleIds)
            ? 'assets/dictionary-later-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
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
            {
              // The sheets, dialogs and toasts that load on first use (AppPopup, AppActionSheet,
              // lib/ui/dialog.ts, notify.ts) with their spring and drag libraries: one chunk of
              // their own. Left
              // to itself the bundler put helpers every screen needs (SafeArea) in the action
              // sheet's chunk, and so the sheets and their libraries back into Home's first load.
              name: 'antd-sheets',
              test: /node_modules[\\/](@react-spring|@use-gesture)[\\/]|antd-mobile[\\/]es[\\/]components[\\/](popup|mask|action-sheet|toast|dialog|center-popup)[\\/]/,
              includeDependenciesRecursively: false,
            },
            {
              // The libraries every screen runs on, in one file: 7 fewer on each first load
              // (Home 59 → 52, Markets 63 → 56), each a round trip on a phone's connection.
              // Left whole (their dependencies with them): they import no app code.
              name: 'vendor',
              test: /node_modules[\\/](preact|@tanstack|react-router|i18next|react-i18next|zustand|zod|use-sync-external-store)[\\/]/,
            },
            {
              // What index.html and the entry routes' pages reach, in few files.
              name: firstLoadChunkName({
                registryFile: PAGE_REGISTRY_FILE,
                registrySource: readFileSync(PAGE_REGISTRY_FILE, 'utf8'),
                routePaths: BOOT_ROUTES,
              }),
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
