import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/**
 * Sheets go through AppPopup, so that the back button closes every one of them (issue 19), and
 * action sheets through AppActionSheet; both render only once opened.
 */
const SHEETS_THROUGH_THE_APP_WRAPPERS = {
  name: 'antd-mobile',
  importNames: ['Popup', 'ActionSheet'],
  message:
    'Use AppPopup (components/feedback/app-popup: the back button closes it) or AppActionSheet ' +
    '(components/feedback/app-action-sheet): both render only once opened.',
};

/** Icons come from the build's sprite (components/icon/icon.tsx), not as script. */
const ICONS_FROM_THE_SPRITE = {
  name: 'antd-mobile-icons',
  message: 'Use <Icon name> (components/icon/icon.tsx): it draws from the sprite /icons.svg.',
};

/**
 * What runs in a browser builds its schemas with zod's mini build: classic zod is twice the bytes
 * of a first load's share and gives every schema its methods one by one as it is built, on
 * the start-up's main thread (issue 29). The server keeps classic for its own schemas.
 */
const ZOD_MINI_IN_BROWSERS = {
  name: 'zod',
  message: "Import { z } from 'zod/mini': browser code (apps/web, apps/admin, packages/shared).",
};

const WEB = './apps/web/src';
const SERVER = './apps/server/src';
const webFeatures = readdirSync(new URL('apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers of ARCHITECTURE.md section 2, checked on resolved paths (a sibling-relative
 * `../../funds/...` is caught as surely as an absolute one). eslint.config.test.ts lints a
 * deliberate violation of each and expects the error.
 */
const IMPORT_ZONES = [
  // Web: shared -> features -> app; features never import each other.
  ...webFeatures.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to components/ or lib/.',
  })),
  {
    target: [`${WEB}/components`, `${WEB}/lib`, `${WEB}/stores`, `${WEB}/config`],
    from: [`${WEB}/features`, `${WEB}/pages`, `${WEB}/app`],
    message: 'The shared layer (components, lib, stores, config) imports no feature, page or app.',
  },
  {
    target: `${WEB}/features`,
    from: [`${WEB}/pages`, `${WEB}/app`],
    message: 'Features import no page and no app code: pages compose features.',
  },
  // Server: a service knows nothing of HTTP; only a module's routes file speaks it.
  {
    target: `${SERVER}/modules/**/!(*.routes|*.test).ts`,
    from: `${SERVER}/http`,
    message: "Only a module's *.routes.ts imports http/: services take (deps, actor, input).",
  },
  {
    // The composition root (app.ts, four-eyes-actions.ts) wires the modules together; a module
    // that imported it would close a loop through every module it wires.
    target: `${SERVER}/modules`,
    from: [`${SERVER}/app.ts`, `${SERVER}/server.ts`, `${SERVER}/four-eyes-actions.ts`],
    message: 'A module does not import the composition root (app.ts, four-eyes-actions.ts).',
  },
  {
    // Their tests may drive a module end to end, and the price stream's route authenticates.
    target: `${SERVER}/{ledger,market,db,lib}/**/!(*.routes|*.test).ts`,
    from: [`${SERVER}/http`, `${SERVER}/modules`, `${SERVER}/jobs`],
    message: 'ledger, market, db and lib sit below the modules and know nothing of HTTP or jobs.',
  },
];

/**
 * A module's queries live in its repositories (issue 27): elsewhere in a module the query
 * builder and the tables may be named as types only, so a service cannot grow a query.
 */
const QUERIES_IN_REPOSITORIES = {
  patterns: [
    {
      group: ['drizzle-orm', '**/db/schema', '**/db/schema/**'],
      allowTypeImports: true,
      message: "Queries live in the module's *.repository.ts: call a repository function.",
    },
  ],
};

/**
 * The console imports nothing of the customer app (issue 28): what both need lives in a
 * package (the article renderer is @brokerage/article). By name and by a relative path
 * climbing out into apps/web; architecture-lint.test.ts lints a deliberate violation of each.
 */
const NOTHING_FROM_THE_CUSTOMER_APP = {
  patterns: [
    {
      group: ['**/apps/web', '**/apps/web/**', '@brokerage/web', '@brokerage/web/**'],
      message: 'The console does not import the customer app: move what both need to packages/.',
    },
    {
      regex: '^(\\.\\./)+web(/|$)',
      message: 'The console does not import the customer app: move what both need to packages/.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      // Zones are relative to the repository, not to wherever ESLint was started from.
      'import-x/no-restricted-paths': [
        'error',
        { zones: IMPORT_ZONES, basePath: fileURLToPath(new URL('.', import.meta.url)) },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/components/feedback/app-popup.tsx',
      'apps/web/src/components/feedback/app-action-sheet.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [SHEETS_THROUGH_THE_APP_WRAPPERS, ICONS_FROM_THE_SPRITE, ZOD_MINI_IN_BROWSERS] },
      ],
    },
  },
  {
    // One form behaviour in the console: errors leave a field when it changes (console-form.tsx).
    files: ['apps/admin/src/**/*.tsx'],
    ignores: ['apps/admin/src/components/console-form.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Form']",
          message:
            'Use ConsoleForm (components/console-form.tsx): it clears a field error on change.',
        },
      ],
    },
  },
  {
    files: ['apps/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...NOTHING_FROM_THE_CUSTOMER_APP, paths: [ZOD_MINI_IN_BROWSERS] },
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD_MINI_IN_BROWSERS] }] },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.repository.ts', 'apps/server/src/modules/**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', QUERIES_IN_REPOSITORIES] },
  },
);
