import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { metricsNamespace, serviceName } from '../../functions/lib/business-metrics';
import { esbuildOptions } from '../../infra/constructs/lambda-bundling';
import { LAMBDA_RUNTIME_ENV } from './lambda-runtime';
import { routes } from '../../shared/api/route-table';
import { kb, ms, percentile, printTable } from './stats';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const IMPORT_RUNS = 9;

/**
 * Every Lambda the CDK deploys: one per domain with routes, the live WebSocket API's two
 * (infra/constructs/live-rounds.ts: the socket function, which also closes each question, and the
 * `$connect` authorizer), the mail functions (infra/constructs/mail.ts), the listing copy
 * (infra/constructs/listing-copy.ts) and the Cognito triggers
 * (tests/lint/bench-lambdas.test.ts keeps this list whole).
 */
export function lambdaEntries(): { name: string; entry: string }[] {
  const domains = [...new Set(Object.values(routes).map((route) => route.domain))].sort();
  return [
    ...domains.map((domain) => ({ name: domain, entry: `functions/${domain}/handler.ts` })),
    { name: 'live-socket', entry: 'functions/live/socket.ts' },
    { name: 'live-authorizer', entry: 'functions/live/connect-authorizer.ts' },
    { name: 'mail-worker', entry: 'functions/mail/deliver-handler.ts' },
    { name: 'mail-reminders', entry: 'functions/mail/reminders-handler.ts' },
    { name: 'mail-suppress', entry: 'functions/mail/suppress-handler.ts' },
    { name: 'listing-copy', entry: 'functions/listing-copy/handler.ts' },
    { name: 'post-confirmation', entry: 'functions/auth-triggers/post-confirmation.ts' },
    { name: 'pre-sign-up', entry: 'functions/auth-triggers/pre-sign-up.ts' },
  ];
}

/**
 * Time for a fresh Node process to import the bundle (what a cold start pays before the handler runs),
 * with the settings the CDK gives the function (infra/constructs/cinema-function.ts: its Powertools
 * service name and metrics namespace, without which Metrics warns at import) and the environment
 * Lambda's runtime adds. Both the time it takes (wall) and the processor time it uses
 * (cpu): on a busy machine the first also counts the wait for a core, the second does not.
 */
function coldImport(name: string, bundle: string): { wall: number; cpu: number } {
  const script = `const t = performance.now(), c = process.cpuUsage(); await import(${JSON.stringify(bundle)}); const u = process.cpuUsage(c); console.log(JSON.stringify({ wall: performance.now() - t, cpu: (u.user + u.system) / 1000 }));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: {
      PATH: process.env.PATH,
      ...LAMBDA_RUNTIME_ENV,
      AWS_LAMBDA_FUNCTION_NAME: `cinema-bench-${name}`,
      TABLE_NAME: 'bench',
      USER_POOL_ID: 'us-east-1_bench',
      USER_POOL_CLIENT_ID: 'bench',
      POWERTOOLS_SERVICE_NAME: serviceName(name),
      POWERTOOLS_METRICS_NAMESPACE: metricsNamespace('bench'),
    },
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

/**
 * Bundles every Lambda exactly as the CDK does and reports its size and cold import time, and its
 * processor time against the smallest function's. The imports go round by round (every function once
 * per round), so a moment when the machine is busy slows every function alike.
 */
export async function benchLambdas(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'cinema-bundles-'));
  try {
    const bundles = [];
    for (const { name, entry } of lambdaEntries()) {
      const outfile = join(outDir, name, 'index.mjs');
      await build({ ...esbuildOptions(join(ROOT, entry), outfile), logLevel: 'error' });
      bundles.push({ name, outfile, wall: [] as number[], cpu: [] as number[] });
    }
    for (let round = 0; round < IMPORT_RUNS; round++) {
      for (const bundle of bundles) {
        const { wall, cpu } = coldImport(bundle.name, bundle.outfile);
        bundle.wall.push(wall);
        bundle.cpu.push(cpu);
      }
    }
    const cpuMedians = bundles.map((bundle) => percentile(bundle.cpu, 50));
    const smallest = Math.min(...cpuMedians);
    const rows = bundles.map(({ name, outfile, wall }, index) => [
      name,
      kb(statSync(outfile).size),
      kb(gzipSync(readFileSync(outfile)).length),
      ms(percentile(wall, 50)),
      ms(Math.max(...wall)),
      ms(cpuMedians[index]),
      `${(cpuMedians[index] / smallest).toFixed(2)}x`,
    ]);
    printTable(
      `Lambda bundles (esbuild as the CDK bundles them; cold import in ${IMPORT_RUNS} fresh processes each, in rounds)`,
      ['function', 'size', 'gzip', 'import p50', 'import max', 'cpu p50', 'cpu vs smallest'],
      rows,
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLambdas();
