import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where /api and /config.json go in dev; `npm start` may override the proxy through the createServer API. */
const apiUrl = process.env.API_URL || 'http://localhost:3001';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-bundle-size.ts reads it to measure what a visitor's first page loads.
    manifest: true,
    sourcemap: true,
  },
  server: {
    proxy: {
      '/api': { target: apiUrl, changeOrigin: true },
      '/config.json': { target: apiUrl, changeOrigin: true },
    },
  },
});
