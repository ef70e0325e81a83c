import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { dictionaryPartsPlugin } from './scripts/dictionary-parts';

export default defineConfig({
  plugins: [react(), dictionaryPartsPlugin()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // Pure modules run in node; component tests opt into jsdom with a file comment.
    environment: 'node',
    restoreMocks: true,
  },
});
