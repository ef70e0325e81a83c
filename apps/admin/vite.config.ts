import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The operator console is served by the API server under /admin/. */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5174,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true, ws: true } },
  },
});
