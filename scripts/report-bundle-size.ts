/**
 * Prints the gzip size of the JavaScript a visitor's first page (/) loads, then a signed-in member's (the
 * same plus Amplify), against their budgets, the admin area's and every JS file's total
 * (scripts/first-load-size.ts). Run by `npm run build`.
 */
import { fileURLToPath } from 'node:url';
import { MEMBER_BUDGET_KB, VISITOR_BUDGET_KB, measureFirstLoad } from './first-load-size';

const size = measureFirstLoad(fileURLToPath(new URL('../web/dist/', import.meta.url)));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const budget = (bytes: number, limitKb: number) => `budget ${limitKb} KB${bytes > limitKb * 1024 ? ', OVER' : ''}`;

console.log('\nFirst-load JavaScript (gzip):');
for (const { file, bytes } of size.visitorFiles) console.log(`  ${kb(bytes).padStart(9)}  ${file}`);
console.log(`  entry + static imports:          ${kb(size.entryBytes)}`);
console.log(`  visitor's first page (/) total:  ${kb(size.visitorBytes)} (${budget(size.visitorBytes, VISITOR_BUDGET_KB)})`);
console.log(`  admin area (lazy, ${size.adminFileCount} files):      ${kb(size.adminBytes)}${size.adminLeak.length ? ` (ALSO IN THE FIRST PAGE: ${size.adminLeak.join(', ')})` : ''}`);
console.log(`  member's first page (/) total:   ${kb(size.memberBytes)} (with Amplify; ${budget(size.memberBytes, MEMBER_BUDGET_KB)})`);
console.log(`  all JavaScript (${size.totalFileCount} files):     ${kb(size.totalBytes)}\n`);
