import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../functions/data/service';
import { REPO_ROOT } from '../../infra/config';
import { esbuildOptions, LAMBDA_BUNDLING } from '../../infra/constructs/lambda-bundling';

/**
 * Lambda code bundled as the CDK bundles it (the benchmark's build): what the bundles leave off their
 * cold path (docs/performance.md), and that ElectroDB in a bundle builds the same requests as the
 * unbundled code the other tests run (where `jsonschema` validates every model).
 */
const outDir = mkdtempSync(join(tmpdir(), 'cinema-bundle-test-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const BOOKING = { sessionId: 's1', seatNumber: 'C12', bookingId: 'b1', userId: 'u1', price: 10, bookingCode: 'ABC', createdAt: '2026-01-01T00:00:00.000Z' };

/** What the data layer builds for a read and a transaction, without sending them (as JSON: no symbols). */
const probe = (data: Db) =>
  JSON.stringify({
    entities: Object.keys(data.entities).sort(),
    get: data.entities.booking.get({ sessionId: BOOKING.sessionId, seatNumber: BOOKING.seatNumber }).params(),
    transaction: data.transaction.write(({ booking }) => [booking.create(BOOKING).commit()]).params(),
  });

/** The environment the data layer is built in, bundled and unbundled. */
const PROBE_ENV = { TABLE_NAME: 'cinema-local', AWS_REGION: 'us-east-1' };

/**
 * The unbundled data layer as a cold start builds it, in PROBE_ENV: test files share their modules
 * (vitest.config.ts), and another file's data layer may have built entities or read another table's name.
 */
async function freshDataLayer(): Promise<Db> {
  for (const [name, value] of Object.entries(PROBE_ENV)) vi.stubEnv(name, value);
  vi.resetModules();
  try {
    return (await import('../../functions/data/service')).db;
  } finally {
    vi.unstubAllEnvs();
    vi.resetModules();
  }
}

let handlerBundle: string;
let handlerFile: string;
let probeFile: string;
let credentialsFile: string;
/** The same code throwing an error, bundled with the lazy source maps and without them. */
const stackFiles = { lazy: join(outDir, 'stack-lazy', 'index.mjs'), node: join(outDir, 'stack-node', 'index.mjs') };
beforeAll(async () => {
  handlerFile = join(outDir, 'booking', 'index.mjs');
  await build({ ...esbuildOptions(join(REPO_ROOT, 'functions/booking/handler.ts'), handlerFile), logLevel: 'error' });
  handlerBundle = readFileSync(handlerFile, 'utf8');
  probeFile = join(outDir, 'probe', 'index.mjs');
  const { entryPoints: _entry, ...options } = esbuildOptions('', probeFile);
  await build({
    ...options,
    stdin: {
      contents: `import { db } from './functions/data/service';\nconst BOOKING = ${JSON.stringify(BOOKING)};\nexport const probe = ${probe.toString()};\nconsole.log(probe(db));`,
      resolveDir: REPO_ROOT,
      loader: 'ts',
    },
    logLevel: 'error',
  });
  credentialsFile = join(outDir, 'credentials', 'index.mjs');
  await build({
    ...options,
    outfile: credentialsFile,
    stdin: {
      contents: "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';\nconsole.log(JSON.stringify(await new DynamoDBClient({}).config.credentials()));",
      resolveDir: REPO_ROOT,
      loader: 'ts',
    },
    logLevel: 'error',
  });
  const throwing = {
    contents: "import { badRequest } from './shared/errors';\nfunction refuse() { return badRequest('no'); }\nconsole.log(refuse().stack);",
    resolveDir: REPO_ROOT,
    loader: 'ts' as const,
  };
  await build({ ...options, outfile: stackFiles.lazy, stdin: throwing, logLevel: 'error' });
  await build({ ...options, inject: [], outfile: stackFiles.node, stdin: throwing, logLevel: 'error' });
}, 120_000);

describe('Lambda bundles', () => {
  it("sign with the role's credentials Lambda gives in the environment", () => {
    const output = execFileSync(process.execPath, [credentialsFile], {
      env: { PATH: process.env.PATH, AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'ASIAKEY', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'token' },
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toMatchObject({ accessKeyId: 'ASIAKEY', secretAccessKey: 'secret', sessionToken: 'token' });
  });

  it('give the CDK the same aliases as the benchmark build', () => {
    expect(LAMBDA_BUNDLING.esbuildArgs['--alias']).toEqual([
      'jsonschema=./functions/data/bundled-model-validator.ts',
      'node:http=./infra/constructs/node-http.cjs',
      '@aws-sdk/credential-provider-node=./infra/constructs/lambda-credentials.ts',
      '@aws-sdk/client-dynamodb=./infra/constructs/lambda-dynamodb-client.mjs',
      'cls-hooked/context=./infra/constructs/lambda-cls-context.ts',
    ]);
  });

  it('leave out jsonschema and the credential chain past the environment, and take node:http without an ES-module import', () => {
    expect(handlerBundle).not.toMatch(/ValidatorResult|SchemaError/); // jsonschema's own classes
    expect(handlerBundle).not.toMatch(/fromSSO|fromIni|fromContainerMetadata|fromInstanceMetadata/);
    expect(handlerBundle).not.toMatch(/from\s*"(node:)?http"/);
    expect(handlerBundle).toMatch(/getBuiltinModule\("node:http"\)/);
  });

  it("leave out the DynamoDB commands the document client never sends (the client package's index)", () => {
    // Operation names as the SDK's schemas spell them: the table's own, and none of the others.
    expect(handlerBundle).toMatch(/"TransactWriteItems"/);
    expect(handlerBundle).not.toMatch(/"CreateTable"|"DescribeTable"|"ListTables"/);
  });

  it('point stack traces at the TypeScript sources as --enable-source-maps does', () => {
    const stack = (file: string, flags: string[] = []) => execFileSync(process.execPath, [...flags, file], { encoding: 'utf8' });
    const lazy = stack(stackFiles.lazy);
    const node = stack(stackFiles.node, ['--enable-source-maps']);
    const sourceLocations = (text: string) => text.match(/\/shared\/errors\.ts:\d+:\d+/g);
    expect(sourceLocations(lazy)).toEqual(sourceLocations(node));
    expect(lazy).toMatch(/^AppError: no\n\s+at badRequest \(.*\/shared\/errors\.ts:\d+:\d+\)/);
    expect(lazy).toMatch(/at refuse \(/);
  });

  it("keep X-Ray's trace context in Lambda only, without an async hook on every promise", () => {
    // cls-hooked's async hook, which follows every promise, is not in the bundle (its stand-in carries the
    // context on AsyncLocalStorage: tests/infra/xray-traces.test.ts shows the traces are the same).
    expect(handlerBundle).not.toMatch(/createHook/);
    expect(handlerBundle).toMatch(/AsyncLocalStorage/);
    // The namespace is registered on `process.namespaces` when the X-Ray SDK starts in its automatic mode.
    const namespacesAfterImport = (env: Record<string, string>) =>
      execFileSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(handlerFile)}); console.log(JSON.stringify({ namespaces: Object.keys(process.namespaces ?? {}), manualMode: process.env.AWS_XRAY_MANUAL_MODE ?? null }))`], {
        env: { PATH: process.env.PATH!, AWS_REGION: 'us-east-1', AWS_ACCESS_KEY_ID: 'k', AWS_SECRET_ACCESS_KEY: 's', POWERTOOLS_SERVICE_NAME: 'cinema-booking', POWERTOOLS_METRICS_NAMESPACE: 'Cinema/test', ...env },
        encoding: 'utf8',
      });
    const lambda = { AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x', LAMBDA_TASK_ROOT: '/var/task', AWS_XRAY_CONTEXT_MISSING: 'LOG_ERROR' };
    // A deployed function: the context is kept, as the tracer needs it.
    expect(JSON.parse(namespacesAfterImport(lambda))).toEqual({ namespaces: ['AWSXRay'], manualMode: null });
    // Outside Lambda (the local stack, the tests): nothing is followed, and the variable that told the SDK
    // so is not left for child processes.
    expect(JSON.parse(namespacesAfterImport({}))).toEqual({ namespaces: [], manualMode: null });
  });

  it('build the same ElectroDB requests as the unbundled data layer', async () => {
    const output = execFileSync(process.execPath, [probeFile], { env: { ...process.env, ...PROBE_ENV }, encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual(JSON.parse(probe(await freshDataLayer())));
  });
});
