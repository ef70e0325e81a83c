import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Sheets go through AppPopup, so that the back button closes every one of them (issue 19). */
const POPUP_THROUGH_APP_POPUP = {
  name: 'antd-mobile',
  importNames: ['Popup'],
  message: 'Use AppPopup (components/feedback/app-popup): the back button closes it.',
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
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/feedback/app-popup.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [POPUP_THROUGH_APP_POPUP] }] },
  },
  {
    // Web features never import each other (STYLE.md: shared -> features -> app).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [POPUP_THROUGH_APP_POPUP],
          patterns: [
            {
              group: ['**/features/*/**', '../../features/*'],
              message: 'Features do not import each other.',
            },
          ],
        },
      ],
    },
  },
);
