import { defineConfig } from 'vitest/config';

/**
 * The build's own scripts (scripts/), run by Node at build time with React itself (the boot
 * shell and the icon sprite are rendered by react-dom/server): tested without the app's
 * Preact aliases.
 */
export default defineConfig({
  test: {
    name: 'web-scripts',
    include: ['scripts/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
  },
});
