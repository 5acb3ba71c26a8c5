/**
 * `npm run bench`: the numbers DESIGN.md §7 asks for. A benchmark, not a test: it measures and
 * prints, and fails only if something it measures cannot run.
 *   1. each Lambda bundle's size and cold import time
 *   2. API latency on the local stack (p50/p99)
 *   3. the SPA's first-load JavaScript (gzip), from a production build
 *   4. the booking API against the raw DynamoDB transaction floor, and a booking race's throughput
 *   5. the session listing (a week of shows) against one raw query of its index
 */
import { spawnSync } from 'node:child_process';
import { benchApi } from './api';
import { benchLambdas } from './lambdas';

function run(title: string, command: string, args: string[]) {
  console.log(`\n${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

await benchLambdas();
await benchApi();
run('SPA first load (production build)', 'npm', ['run', '--silent', 'build']);
run('Booking', 'npm', ['run', '--silent', 'bench:booking']);
run('Session listing', 'npm', ['run', '--silent', 'bench:listing']);
