import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { SESSION_MARK_SCRIPT } from '../shared/session-mark.js';

/** Where /api and /config.json go in dev; `npm start` may override the proxy through the createServer API. */
const apiUrl = process.env.API_URL || 'http://localhost:3001';

/**
 * The server bundle (`vite build --ssr`, web/dist-server): home's pre-render and the function that
 * runs it when deployed (docs/first-visit.md). One self-contained bundle (every dependency inside), as
 * the function's code is that folder alone.
 */
const serverBuild: UserConfig = {
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  publicDir: false,
  resolve: { alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) } },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      input: { 'render-home': 'src/server/render-home.tsx', 'home-page-function': 'src/server/home-page-function.ts' },
      output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
    },
  },
};

/**
 * The entry's stylesheets inlined into index.html (docs/first-visit.md): the browser paints the
 * pre-rendered home as soon as its HTML arrives, with no stylesheet request before the first paint.
 * Each `<link>` stays, `disabled` (never fetched, never applied), because Vite's loader of lazy chunks
 * adds a chunk's stylesheets that the page has no `<link>` of, and the entry's would then come again,
 * after the lazy chunks' own and above them in the cascade.
 */
function inlineEntryStylesheets(): Plugin {
  return {
    name: 'cinema-inline-entry-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const inlined: string[] = [];
        const links = html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (tag, fileName: string) => {
          const asset = bundle?.[fileName];
          if (asset?.type !== 'asset') throw new Error(`index.html links ${fileName}, which the build did not emit`);
          inlined.push(String(asset.source));
          return tag.replace('<link ', '<link disabled ');
        });
        return links.replace('</head>', () => `<style>${inlined.join('')}</style>\n</head>`);
      },
    },
  };
}

/**
 * The session mark's inline script, first in the head (shared/session-mark.ts): it runs before the
 * first paint, in the dev server and the build alike. The CSP allows it by the hash of the same text.
 */
function sessionMark(): Plugin {
  return {
    name: 'cinema-session-mark',
    transformIndexHtml: () => [{ tag: 'script', children: SESSION_MARK_SCRIPT, injectTo: 'head' }],
  };
}

export default defineConfig(({ isSsrBuild }) => isSsrBuild ? serverBuild : {
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    sessionMark(),
    inlineEntryStylesheets(),
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
        // `/` is not the precached index.html: home comes pre-rendered from the network (route below).
        directoryIndex: null,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/(?:\?|$)/, /^\/api\//, /^\/config\.json$/],
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            // Home pre-rendered (docs/first-visit.md), so a returning visitor's page paints from its HTML
            // too. From the network (home's content changes); offline, the last one this device saw,
            // or else the app shell.
            urlPattern: ({ request, url }) => request.mode === 'navigate' && url.pathname === '/',
            handler: 'NetworkFirst',
            options: { cacheName: 'home', networkTimeoutSeconds: 3, precacheFallback: { fallbackURL: '/index.html' } },
          },
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
      output: {
        // The admin area is ONE lazily loaded chunk (its pages, components, schemas, TanStack Table and
        // dnd-kit), fetched by an admin's first admin page; no member page imports it. Its dependencies
        // that member pages share (React, Radix, zod) stay in the common chunks.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              // The first page's small shared modules (the constants, the error codes and messages, the one
              // figures' formatter they and the app use) in one chunk: split, each was a file of its own, with
              // its own imports and compression to pay for on the visitor's first page (docs/first-visit.md, "Budgets").
              name: 'common',
              test: /[\\/](shared[\\/](constants|errors|format-number)|web[\\/]src[\\/]lib[\\/]format)\.ts$/,
            },
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
