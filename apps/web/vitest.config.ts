import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    // Pure modules run in node; component tests opt into jsdom with a file comment.
    environment: 'node',
    restoreMocks: true,
  },
});
