import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const CONFIG_FILE = fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url));

/**
 * `npm run build` from a script: the SPA into `outDir` and its server bundle (home's pre-render,
 * docs/first-visit.md) into `serverDir`, by default web/dist and web/dist-server.
 */
export async function buildSite({ outDir, serverDir }: { outDir?: string; serverDir?: string } = {}) {
  await build({ configFile: CONFIG_FILE, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await build({ configFile: CONFIG_FILE, logLevel: 'warn', build: { ssr: true, outDir: serverDir, emptyOutDir: true } });
}

/** Where `npm run build` puts the server bundle of a build in `webDist` (web/dist -> web/dist-server). */
export const serverDirOf = (webDist: string) => join(webDist, '..', 'dist-server');
