import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { esbuildOptions } from '../../infra/constructs/lambda-bundling';
import { routes } from '../../shared/api/routes';
import { kb, ms, percentile, printTable } from './stats';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const IMPORT_RUNS = 7;

/** Every Lambda the CDK deploys: one per domain with routes, plus the Cognito triggers. */
export function lambdaEntries(): { name: string; entry: string }[] {
  const domains = [...new Set(Object.values(routes).map((route) => route.domain))].sort();
  return [
    ...domains.map((domain) => ({ name: domain, entry: `functions/${domain}/handler.ts` })),
    { name: 'post-confirmation', entry: 'functions/auth-triggers/post-confirmation.ts' },
    { name: 'pre-sign-up', entry: 'functions/auth-triggers/pre-sign-up.ts' },
  ];
}

/** Time for a fresh Node process to import the bundle (what a cold start pays before the handler runs). */
function coldImportMs(bundle: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(bundle)}); console.log(performance.now() - t);`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, TABLE_NAME: 'bench', USER_POOL_ID: 'bench', AWS_REGION: 'us-east-1' },
    encoding: 'utf8',
  });
  return Number(output.trim());
}

/** Bundles every Lambda exactly as the CDK does and reports its size and cold import time. */
export async function benchLambdas(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'cinema-bundles-'));
  const rows: (string | number)[][] = [];
  try {
    for (const { name, entry } of lambdaEntries()) {
      const outfile = join(outDir, name, 'index.mjs');
      await build({ ...esbuildOptions(join(ROOT, entry), outfile), logLevel: 'error' });
      const size = statSync(outfile).size;
      const gzip = gzipSync(readFileSync(outfile)).length;
      const samples = Array.from({ length: IMPORT_RUNS }, () => coldImportMs(outfile));
      rows.push([name, kb(size), kb(gzip), ms(percentile(samples, 50)), ms(Math.max(...samples))]);
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  printTable(`Lambda bundles (esbuild as the CDK bundles them; cold import over ${IMPORT_RUNS} fresh processes)`, ['function', 'size', 'gzip', 'import p50', 'import max'], rows);
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLambdas();
