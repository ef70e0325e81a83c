import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Libraries whose package names their development build to a bundler, with the production
 * build beside it; the browser builds (apps/web, apps/admin) take the production one.
 * react-router 7's `exports` point only at dist/development, which builds its warnings' texts
 * and runs their checks on every render of <Routes> (ENABLE_DEV_WARNINGS = true) and shows a
 * "Hey developer" note in its default error screen; dist/production is the same code with
 * those compiled out, left for React Router's own framework plugin to pick.
 */
export const PRODUCTION_BUILD_ALIASES = [
  {
    find: /^react-router$/,
    replacement: path.join(
      path.dirname(require.resolve('react-router/package.json')),
      'dist/production/index.mjs',
    ),
  },
];
