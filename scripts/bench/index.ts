/**
 * `npm run bench`: the numbers docs/performance.md reports. A benchmark, not a test: it measures and
 * prints, and fails only if something it measures cannot run.
 *   1. each Lambda bundle's size and cold import time
 *   2. API latency on the local stack (p50/p99)
 *   3. the SPA's first-load JavaScript (gzip), from a production build
 *   4. the booking API against the raw DynamoDB transaction floor, and a booking race's throughput
 *   5. the Q&A API: an answer against the raw transaction of the same items, a movie's question list
 *      against one raw query, and the offline generation of a movie's questions
 *   6. the redemption API against the raw DynamoDB transaction floor of the same items
 *   7. the session listing (a week of shows) against one raw query of its index
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
run('Questions', 'npm', ['run', '--silent', 'bench:questions']);
run('Rewards', 'npm', ['run', '--silent', 'bench:rewards']);
run('Session listing', 'npm', ['run', '--silent', 'bench:listing']);
