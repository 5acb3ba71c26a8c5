/**
 * `npm run bench:xray`: what X-Ray's trace context costs a deployed function, with the bundles' stand-in
 * for cls-hooked on AsyncLocalStorage (infra/constructs/lambda-cls-context.ts) and with cls-hooked itself
 * (docs/performance.md, "X-Ray's context only where traces are taken"):
 *   1. 2.2 million awaits of a small async function, in a fresh process with Lambda's environment after
 *      the booking bundle's import (the SDK's namespace created as in a deployed function);
 *   2. the booking function warm: BENCH_INVOCATIONS (200) invocations of its read routes in one process,
 *      as Lambda's runtime calls it, against the seeded local stack's DynamoDB Local, traces sent to a
 *      local UDP socket.
 * The two builds in turns (BENCH_RUNS, 4, processes each), processor time, medians. A benchmark, not a
 * test: it prints what it measures.
 */
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { esbuildOptions } from '../../infra/constructs/lambda-bundling';
import { startBenchStack } from './bench-stack';
import { apiGatewayEvent, invokeWarm, LAMBDA_RUNTIME_ENV, lambdaTraceHeader, xrayDaemon } from './lambda-runtime';
import { ms, percentile, printTable } from './stats';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RUNS = Number(process.env.BENCH_RUNS ?? 4);
const INVOCATIONS = Number(process.env.BENCH_INVOCATIONS ?? 200);
/** The first invocations of a process, compiled as they run, are left out of its median. */
const WARMUP_INVOCATIONS = 20;
const FUNCTION_ENV = { AWS_LAMBDA_FUNCTION_NAME: 'cinema-bench-booking', POWERTOOLS_SERVICE_NAME: 'cinema-booking', POWERTOOLS_METRICS_NAMESPACE: 'Cinema/bench' };

const AWAITS = `
await import(process.argv[1]);
async function small(i) { return i; }
const cpu = process.cpuUsage();
let sum = 0;
for (let i = 0; i < 2_200_000; i++) sum += await small(i);
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ cpu: (used.user + used.system) / 1000, sum }));
`;

function awaitsCpu(bundle: string): number {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', AWAITS, bundle], {
    env: { PATH: process.env.PATH, ...LAMBDA_RUNTIME_ENV, ...FUNCTION_ENV, TABLE_NAME: 'bench' },
    encoding: 'utf8',
  });
  return (JSON.parse(output.trim().split('\n').at(-1)!) as { cpu: number }).cpu;
}

const outDir = mkdtempSync(join(tmpdir(), 'cinema-bench-xray-'));
const variants = [
  { name: 'AsyncLocalStorage stand-in', bundle: join(outDir, 'shim', 'index.mjs'), withClsHooked: false },
  { name: 'cls-hooked', bundle: join(outDir, 'cls-hooked', 'index.mjs'), withClsHooked: true },
];
for (const { bundle, withClsHooked } of variants) {
  await build({ ...esbuildOptions(join(ROOT, 'functions/booking/handler.ts'), bundle, { withClsHooked }), logLevel: 'error' });
}

const awaits = new Map(variants.map(({ name }) => [name, [] as number[]]));
for (let run = 0; run < RUNS; run++) {
  for (const { name, bundle } of run % 2 ? [...variants].reverse() : variants) awaits.get(name)!.push(awaitsCpu(bundle));
}
printTable(
  `2.2 million awaits after the booking bundle's import in Lambda's environment (${RUNS} processes each, in turns)`,
  ['context', 'cpu p50', 'cpu each run'],
  variants.map(({ name }) => [name, ms(percentile(awaits.get(name)!, 50)), awaits.get(name)!.map((value) => value.toFixed(0)).join(', ')]),
);

const stack = await startBenchStack({ verbose: true, exportEnv: true });
const daemon = await xrayDaemon();
try {
  const { listSessions } = await import('../../functions/booking/sessions');
  const shows = (await listSessions({ days: 7 })).slice(0, 20).map(({ id }) => id);
  if (shows.length === 0) throw new Error('The seed made no shows this week.');
  // The booking function's read traffic: the week's listing, a show's seat map, a show.
  const events = Array.from({ length: INVOCATIONS }, (_, i) => {
    const id = shows[Math.floor(i / 3) % shows.length];
    if (i % 3 === 0) return apiGatewayEvent('GET', '/api/sessions');
    return i % 3 === 1 ? apiGatewayEvent('GET', '/api/sessions/{id}/seats', { params: { id } }) : apiGatewayEvent('GET', '/api/sessions/{id}', { params: { id } });
  });
  const env = { ...FUNCTION_ENV, AWS_XRAY_DAEMON_ADDRESS: daemon.address, TABLE_NAME: stack.env.TABLE_NAME, DYNAMODB_ENDPOINT: stack.env.DYNAMODB_ENDPOINT };

  const warm = new Map(variants.map(({ name }) => [name, { cpu: [] as number[], cpuMean: [] as number[], wall: [] as number[], documents: [] as number[] }]));
  for (let run = 0; run < RUNS; run++) {
    for (const { name, bundle } of run % 2 ? [...variants].reverse() : variants) {
      const before = daemon.received.length;
      const results = await invokeWarm(bundle, events.map((event) => ({ event, traceHeader: lambdaTraceHeader().header })), env);
      await daemon.settled();
      const failed = results.filter(({ statusCode }) => statusCode !== 200);
      if (failed.length > 0) throw new Error(`${failed.length} invocations answered ${failed[0].statusCode}`);
      const measured = results.slice(WARMUP_INVOCATIONS);
      const row = warm.get(name)!;
      row.cpu.push(percentile(measured.map(({ cpu }) => cpu), 50));
      // The mean as well: the garbage the hooks leave is collected in some invocations, not in the median one.
      row.cpuMean.push(measured.reduce((total, { cpu }) => total + cpu, 0) / measured.length);
      row.wall.push(percentile(measured.map(({ wall }) => wall), 50));
      row.documents.push(daemon.received.length - before);
    }
  }
  printTable(
    `The booking function warm: ${INVOCATIONS} invocations a process (the first ${WARMUP_INVOCATIONS} left out), ${RUNS} processes each, in turns; medians of each process's invocations`,
    ['context', 'cpu p50', 'cpu p50 each run', 'cpu mean each run', 'wall p50 each run', 'trace documents each run'],
    variants.map(({ name }) => {
      const { cpu, cpuMean, wall, documents } = warm.get(name)!;
      const each = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ');
      return [name, ms(percentile(cpu, 50)), each(cpu), each(cpuMean), each(wall), documents.join(', ')];
    }),
  );
} finally {
  await daemon.close();
  await stack.close();
  rmSync(outDir, { recursive: true, force: true });
}
