import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Where /api and /config.json go in dev; `npm start` may override the proxy through the createServer API. */
const apiUrl = process.env.API_URL || 'http://localhost:3001';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    // Preact renders the app, behind React's API (preact/compat, aliased for our code and every
    // library's `react` / `react-dom` imports): React DOM alone was 70% of a visitor's first-page
    // JavaScript (115 KB gzip in all, now 58 KB), which held home's first paint back on a phone.
    // Prefresh gives the dev server the hot reload React fast refresh gave.
    preact(),
    // A service worker keeps the app shell (and the drawn posters) on the device, so a member at the
    // cinema door with no signal can still open the app and show a ticket's QR code (the tickets
    // themselves are kept by the wallet). Only in production builds; the dev server has none.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      manifest: {
        name: 'Cinema · Watch. Answer. Win.',
        short_name: 'Cinema',
        description: 'Watch trailers, answer questions, earn points and book seats.',
        theme_color: '#0b0b10',
        background_color: '#0b0b10',
        display: 'standalone',
        icons: [{ src: '/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // No sw.js.map / workbox-*.js.map next to the service worker either.
        sourcemap: false,
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/config\.json$/],
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname === '/config.json',
            handler: 'NetworkFirst',
            options: { cacheName: 'config', networkTimeoutSeconds: 3 },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/api/media/'),
            handler: 'CacheFirst',
            options: { cacheName: 'art', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 86_400 } },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-bundle-size.ts reads it to measure what a visitor's first page loads.
    manifest: true,
    // Source maps never ship: the public gets no map of the code (the deployment also skips any *.map,
    // infra/site-caching.ts). To debug a production build locally, build with --sourcemap.
    sourcemap: false,
    rollupOptions: {
      onLog(level, log, handler) {
        // React Router takes React 19's useOptimistic when the renderer has it and falls back without
        // it (preact/compat has none): not a missing import.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('useOptimistic')) return;
        handler(level, log);
      },
      output: {
        // The admin area is ONE lazily loaded chunk (its pages, components, schemas, TanStack Table and
        // dnd-kit), fetched by an admin's first admin page; no member page imports it. Its dependencies
        // that member pages share (React, Radix, zod) stay in the common chunks.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'admin',
              // Reports & Analytics stays out: its page and charts go with chart.js into the page's own chunk
              // (in the admin group they would import chart.js from that chunk, which imports them back).
              test: /[\\/](web[\\/]src[\\/]features[\\/]admin(?![\\/](?:reports[\\/]|pages[\\/]admin-reports-page))|shared[\\/]admin|shared[\\/]api[\\/]routes[\\/]admin-[^\\/]+|node_modules[\\/]@tanstack|node_modules[\\/]@dnd-kit)[\\/.]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiUrl, changeOrigin: true },
      '/config.json': { target: apiUrl, changeOrigin: true },
    },
  },
});
