/**
 * `npm test`'s tests, after the lint and the typecheck: two vitest runs side by side, one per local stack
 * (docs/testing.md, "Two runs"). The browser run (projects `browser`, `browser-site-wide`) keeps two
 * Chromium files going on its stack the whole time; the other (`unit`, `infra`, the integration projects)
 * mostly waits for its stack (mail, a show's start), so it fits in the processor time the browser files
 * leave, where one run had it wait for the browser files, then run on its own.
 *
 * Arguments go to both runs (a file filter finds its files in one and none in the other, which passes). A
 * JSON report (`--outputFile=<file>`) is written by each run beside it and merged into `<file>`.
 * `TEST_WORKERS=1` runs every file alone: the two runs one after the other.
 */
import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';

const RUNS = {
  browser: ['browser', 'browser-site-wide'],
  other: ['unit', 'infra', 'integration', 'integration-side-by-side'],
} as const;
type RunName = keyof typeof RUNS;

const OUTPUT_FILE = /^--outputFile=(.+)$/;
const args = process.argv.slice(2);
const outputFile = args.map((arg) => OUTPUT_FILE.exec(arg)?.[1]).find((file) => file !== undefined);
const reportOf = (run: RunName) => `${outputFile}.${run}.json`;

/** One vitest run of these projects, each line of its output labelled; resolves to its exit code. */
function vitest(run: RunName): Promise<number> {
  const runArgs = args.map((arg) => (OUTPUT_FILE.test(arg) ? `--outputFile=${reportOf(run)}` : arg));
  const projects = RUNS[run].flatMap((project) => ['--project', project]);
  // Output through a pipe, so vitest writes plain lines (no redrawn summary) that can be labelled; in colour when the terminal has it.
  const child = spawn('vitest', ['run', ...projects, '--passWithNoTests', ...runArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
  });
  const label = `[${run}] `;
  createInterface({ input: child.stdout }).on('line', (line) => process.stdout.write(`${label}${line}\n`));
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(`${label}${line}\n`));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

interface JsonReport {
  numTotalTestSuites: number;
  numPassedTestSuites: number;
  numFailedTestSuites: number;
  numPendingTestSuites: number;
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  startTime: number;
  success: boolean;
  testResults: unknown[];
}

const COUNTS = ['numTotalTestSuites', 'numPassedTestSuites', 'numFailedTestSuites', 'numPendingTestSuites', 'numTotalTests', 'numPassedTests', 'numFailedTests', 'numPendingTests', 'numTodoTests'] as const;

/** The two runs' JSON reports as one: counts added, files together, the earlier start. */
async function mergeReports(file: string): Promise<void> {
  const reports: JsonReport[] = [];
  for (const run of Object.keys(RUNS) as RunName[]) {
    const report = await readFile(reportOf(run), 'utf8').catch(() => undefined);
    if (report !== undefined) reports.push(JSON.parse(report) as JsonReport);
    await rm(reportOf(run), { force: true });
  }
  if (reports.length === 0) return;
  const merged = { ...reports[0], testResults: reports.flatMap((report) => report.testResults), startTime: Math.min(...reports.map((report) => report.startTime)), success: reports.every((report) => report.success) };
  for (const count of COUNTS) merged[count] = reports.reduce((sum, report) => sum + report[count], 0);
  await writeFile(file, JSON.stringify(merged));
}

const alone = process.env.TEST_WORKERS === '1';
const codes = alone ? [await vitest('browser'), await vitest('other')] : await Promise.all([vitest('browser'), vitest('other')]);
if (outputFile) await mergeReports(outputFile);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
