import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * package-lock.json is the lock of every platform: a fresh clone's `npm install` must leave it as it
 * is. A lock written from a node_modules installed on one machine can lose the optional packages of
 * the other platforms (esbuild's, Rollup's, the resolver's native builds); the next fresh install then
 * writes them back, hundreds of lines of changes nobody made.
 */
interface LockedPackage {
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, LockedPackage> };

/** Where npm looks for `name` required from the package at `path`: its own node_modules, then each parent's. */
function resolves(path: string, name: string): boolean {
  for (let dir = path; ; dir = dir.slice(0, dir.lastIndexOf('/node_modules/'))) {
    if (`${dir ? `${dir}/` : ''}node_modules/${name}` in lock.packages) return true;
    if (!dir.includes('/node_modules/')) return `node_modules/${name}` in lock.packages;
  }
}

describe('package-lock.json', () => {
  it('keeps every optional package of every platform', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, locked]) =>
      Object.keys(locked.optionalDependencies ?? {})
        .filter((name) => !resolves(path, name))
        .map((name) => `${path || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
