import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const CONFIG_FILE = fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url));
const VITE_BIN = join(createRequire(import.meta.url).resolve('vite/package.json'), '..', 'bin', 'vite.js');

/**
 * `npm run build` from a script: the SPA into `outDir` and its server bundle (home's pre-render,
 * docs/first-visit.md) into `serverDir`, by default web/dist and web/dist-server. Run as `npm run build`
 * runs it, in a process of its own with NODE_ENV=production: Vite takes the build's mode from NODE_ENV
 * when set, and under the test runner (NODE_ENV=test) it built React's development code, which is not
 * what members get.
 */
export async function buildSite({ outDir, serverDir }: { outDir?: string; serverDir?: string } = {}) {
  const run = promisify(execFile);
  const env = { ...process.env, NODE_ENV: 'production' };
  const vite = (...args: string[]) => run(process.execPath, [VITE_BIN, 'build', '--config', CONFIG_FILE, '--logLevel', 'warn', '--emptyOutDir', ...args], { env, maxBuffer: 16 * 1024 * 1024 });
  await vite(...(outDir ? ['--outDir', outDir] : []));
  await vite('--ssr', ...(serverDir ? ['--outDir', serverDir] : []));
}

/** Where `npm run build` puts the server bundle of a build in `webDist` (web/dist -> web/dist-server). */
export const serverDirOf = (webDist: string) => join(webDist, '..', 'dist-server');
