import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { dictionaryPartsPlugin } from './scripts/dictionary-parts';
import { PREACT_ALIASES } from './scripts/preact-aliases';

/**
 * The app's own tests, on Preact as the build ships it (scripts/preact-aliases.ts). Vitest
 * hands CommonJS files to Node's require, which Vite's aliases never reach; the libraries
 * that import React are therefore run through Vite, and the few CommonJS paths antd-mobile
 * names are pointed at their ES builds (the build converts those files itself).
 */
export default defineConfig({
  plugins: [react(), dictionaryPartsPlugin()],
  resolve: {
    alias: [
      ...PREACT_ALIASES,
      { find: /^rc-util\/lib\/(.*)$/, replacement: 'rc-util/es/$1' },
      { find: /^rc-field-form$/, replacement: 'rc-field-form/es/index.js' },
      { find: /^rc-field-form\/lib\/(.*)$/, replacement: 'rc-field-form/es/$1' },
    ],
    // Their ES builds (`module`), as a browser build takes them, not Node's CommonJS (`main`).
    mainFields: ['module', 'main'],
    conditions: ['module', 'import', 'browser', 'default'],
  },
  ssr: { resolve: { conditions: ['module', 'import', 'browser', 'default'] } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    // Pure modules run in node; component tests opt into jsdom with a file comment.
    environment: 'node',
    restoreMocks: true,
    setupFiles: ['src/test-setup.ts'],
    server: {
      deps: {
        inline: [
          /@testing-library/,
          /preact/,
          /react/,
          /antd-mobile/,
          /zustand/,
          /@tanstack/,
          /ahooks/,
          /rc-/,
        ],
      },
    },
  },
});
