/**
 * Prints the gzip size of the JavaScript a visitor's first page (/) loads, from the Vite manifest
 * (web/dist/.vite/manifest.json): the entry and its static imports, then the home page's chunk and
 * its static imports (loaded at once for /); then a signed-in member's (the same plus Amplify). Also
 * prints the total of every JS file. Run by `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const BUDGET_KB = 150;
const HOME_PAGE = 'src/features/home/pages/home-page.tsx';

const distDir = fileURLToPath(new URL('../web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${distDir}.vite/manifest.json`, 'utf8')) as Manifest;

const gzipBytes = (file: string) => gzipSync(readFileSync(`${distDir}${file}`), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

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
const firstPageFiles = jsOnly(staticClosure(HOME_PAGE, new Set(staticClosure(entryKey))));
const allFiles = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));

// The admin area: what an admin page loads beyond the first page (one lazily loaded chunk, plus its page stub).
const adminPages = Object.keys(manifest).filter((key) => /^src\/features\/admin\/[^/]+\/admin-[^/]+-page\.tsx$/.test(key));
const firstPageSet = new Set(firstPageFiles);
const adminFiles = jsOnly(adminPages.reduce((seen, key) => staticClosure(key, seen), new Set<string>())).filter((file) => !firstPageSet.has(file));
const adminLeak = firstPageFiles.filter((file) => adminFiles.includes(file));
/**
 * A signed-in member's first page also loads Amplify (web/src/lib/amplify.ts imports it only when the
 * device holds a Cognito session): the library chunks the first page imports dynamically (not app code,
 * not the Google sign-in listener). The header's account menu loads when the member reaches for it.
 */
const visitorChunks = new Set(staticClosure(HOME_PAGE, new Set(staticClosure(entryKey))));
const chunkKeys = Object.keys(manifest).filter((key) => visitorChunks.has(manifest[key].file));
const isAmplify = (key: string) =>
  !key.startsWith('src/') &&
  !key.includes('enableOAuthListener') &&
  (key.includes('/aws-amplify/') || [...staticClosure(key)].some((file) => /\/tokenProvider-/.test(file)));
const memberKeys = [...new Set(chunkKeys.flatMap((key) => manifest[key].dynamicImports ?? []).filter(isAmplify))];
const memberFiles = jsOnly(memberKeys.reduce((seen, key) => staticClosure(key, seen), new Set(visitorChunks)));

const entrySize = sum(entryFiles);
const firstPageSize = sum(firstPageFiles);
const memberPageSize = sum(memberFiles);
const totalSize = sum(allFiles);

console.log('\nFirst-load JavaScript (gzip):');
for (const file of firstPageFiles.sort((a, b) => gzipBytes(b) - gzipBytes(a))) console.log(`  ${kb(gzipBytes(file)).padStart(9)}  ${file}`);
console.log(`  entry + static imports:          ${kb(entrySize)}`);
console.log(`  visitor's first page (/) total:  ${kb(firstPageSize)} (budget ${BUDGET_KB} KB${firstPageSize > BUDGET_KB * 1024 ? ', OVER' : ''})`);
console.log(`  admin area (lazy, ${adminFiles.length} files):      ${kb(sum(adminFiles))}${adminLeak.length ? ` (ALSO IN THE FIRST PAGE: ${adminLeak.join(', ')})` : ''}`);
console.log(`  member's first page (/) total:   ${kb(memberPageSize)} (with Amplify; budget ${BUDGET_KB} KB${memberPageSize > BUDGET_KB * 1024 ? ', OVER' : ''})`);
console.log(`  all JavaScript (${allFiles.length} files):     ${kb(totalSize)}\n`);
