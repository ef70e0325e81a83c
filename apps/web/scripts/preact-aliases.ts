import { fileURLToPath } from 'node:url';

/**
 * The app runs on Preact through its React compatibility layer (preact/compat): react-dom
 * alone was a quarter of Home's first load (52 of 202 KB gzipped, docs/bundle-report.md), Preact
 * and its layer are 9 KB (issue 29). Every import of React, the app's own and its libraries',
 * is resolved to it; the build (vite.config.ts) and the component tests (vitest.config.ts) use
 * the same list, so the tests render with what ships. The HTML's boot shell is still rendered
 * at build time by react-dom/server, outside this resolution.
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // The shim of React's own useSyncExternalStore (react-i18next, antd-mobile): Preact has it.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  // How antd-mobile renders Toast, Dialog and ActionSheet: through Preact's roots (antd-render.ts).
  {
    find: /^rc-util\/(lib|es)\/React\/render(\.js)?$/,
    replacement: fileURLToPath(new URL('../src/lib/ui/antd-render.ts', import.meta.url)),
  },
];
