import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { PRODUCTION_BUILD_ALIASES } from '../../scripts/production-builds.ts';

/** The operator console is served by the API server under /admin/. */
export default defineConfig({
  base: '/admin/',
  resolve: { alias: PRODUCTION_BUILD_ALIASES },
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5174,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true, ws: true } },
  },
});
