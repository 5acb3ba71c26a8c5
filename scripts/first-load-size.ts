/**
 * What a visitor's and a signed-in member's first page (/) loads of the SPA's JavaScript, gzip, read from
 * a build's Vite manifest (`<dist>/.vite/manifest.json`): the entry and its static imports, then the home
 * page's chunk and its static imports (loaded at once for /); a signed-in member's first page adds Amplify
 * (web/src/lib/amplify.ts imports it only when the device holds a Cognito session). The budgets are the
 * first visit's (docs/first-visit.md, "Budgets"); `npm run build` prints them and a browser test holds them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A visitor's first-page JavaScript, gzip. */
export const VISITOR_BUDGET_KB = 120;
/** A signed-in member's (the visitor's plus Amplify), gzip. */
export const MEMBER_BUDGET_KB = 150;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const HOME_PAGE = 'src/features/home/pages/home-page.tsx';

export interface FirstLoadSize {
  /** Each JS file of the visitor's first page with its gzip bytes, largest first. */
  visitorFiles: { file: string; bytes: number }[];
  entryBytes: number;
  visitorBytes: number;
  memberBytes: number;
  /** The admin area: what its pages load beyond the first page (lazy). */
  adminBytes: number;
  adminFileCount: number;
  /** Admin files the first page loads too (none expected). */
  adminLeak: string[];
  totalBytes: number;
  totalFileCount: number;
}

export function measureFirstLoad(distDir: string): FirstLoadSize {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  // Each file is compressed once: the entry's files are also the visitor's, and the visitor's the member's.
  const gzipped = new Map<string, number>();
  const gzipBytes = (file: string) => {
    let bytes = gzipped.get(file);
    if (bytes === undefined) gzipped.set(file, (bytes = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length));
    return bytes;
  };

  /** The chunk's own file plus every file it imports statically, transitively. */
  function staticClosure(key: string, seen = new Set<string>()): Set<string> {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
    return seen;
  }

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('No entry chunk in the Vite manifest');

  const jsOnly = (files: Set<string>) => [...files].filter((file) => file.endsWith('.js'));
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);

  const entryFiles = jsOnly(staticClosure(entryKey));
  const visitorChunks = staticClosure(HOME_PAGE, new Set(staticClosure(entryKey)));
  const visitorFiles = jsOnly(visitorChunks);
  const allFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));

  // The admin area: what an admin page loads beyond the first page (one lazily loaded chunk, plus its page stub).
  const adminPages = Object.keys(manifest).filter((key) => /^src\/features\/admin\/[^/]+\/admin-[^/]+-page\.tsx$/.test(key));
  const adminFiles = jsOnly(adminPages.reduce((seen, key) => staticClosure(key, seen), new Set<string>())).filter((file) => !visitorChunks.has(file));
  /**
   * A signed-in member's first page also loads Amplify: the library chunks the first page imports
   * dynamically (not app code, not the Google sign-in listener). The header's account menu loads when the
   * member reaches for it.
   */
  const chunkKeys = Object.keys(manifest).filter((key) => visitorChunks.has(manifest[key].file));
  const isAmplify = (key: string) =>
    !key.startsWith('src/') &&
    !key.includes('enableOAuthListener') &&
    (key.includes('/aws-amplify/') || [...staticClosure(key)].some((file) => /\/tokenProvider-/.test(file)));
  const memberKeys = [...new Set(chunkKeys.flatMap((key) => manifest[key].dynamicImports ?? []).filter(isAmplify))];
  const memberFiles = jsOnly(memberKeys.reduce((seen, key) => staticClosure(key, seen), new Set(visitorChunks)));

  return {
    visitorFiles: visitorFiles.map((file) => ({ file, bytes: gzipBytes(file) })).sort((a, b) => b.bytes - a.bytes),
    entryBytes: sum(entryFiles),
    visitorBytes: sum(visitorFiles),
    memberBytes: sum(memberFiles),
    adminBytes: sum(adminFiles),
    adminFileCount: adminFiles.length,
    adminLeak: chunkKeys.filter((key) => key.startsWith('src/features/admin/')).map((key) => manifest[key].file),
    totalBytes: sum(allFiles),
    totalFileCount: allFiles.length,
  };
}
