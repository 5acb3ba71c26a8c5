import type { BuildOptions } from 'esbuild';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config';

/**
 * ElectroDB is CommonJS and `require()`s the SDK and Node built-ins; an ESM bundle has no `require`,
 * so give it one (docs/performance.md, "Bundling").
 */
const CREATE_REQUIRE_BANNER = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";

/**
 * Modules the bundles take from this repository instead, for a shorter cold start (docs/performance.md);
 * paths from the repository root, where the CDK runs esbuild:
 * - `jsonschema`: ElectroDB's model validation leaves the cold path (the tests validate the models);
 * - `node:http`: the built-in without the ES-module facade that loads undici;
 * - `@aws-sdk/credential-provider-node`: the credentials Lambda gives in the environment, without the
 *   rest of the SDK's default chain;
 * - `@aws-sdk/client-dynamodb`: the client and the commands the document client sends, without the
 *   package's index, which ElectroDB's `require()` made every cold start run whole;
 * - `cls-hooked/context` (the X-Ray SDK's trace context): the same context on AsyncLocalStorage,
 *   without cls-hooked's async hooks on every promise of every request.
 */
const BUNDLE_ALIASES = {
  jsonschema: './functions/data/bundled-model-validator.ts',
  'node:http': './infra/constructs/node-http.cjs',
  '@aws-sdk/credential-provider-node': './infra/constructs/lambda-credentials.ts',
  '@aws-sdk/client-dynamodb': './infra/constructs/lambda-dynamodb-client.mjs',
  'cls-hooked/context': './infra/constructs/lambda-cls-context.ts',
};

/**
 * Put at the top of every bundle: stack traces through the source map, read when an error is first
 * formatted, not at every cold start as `--enable-source-maps` does (docs/performance.md).
 */
const INJECT = ['./functions/lib/lazy-source-maps.ts'];

/**
 * How every Lambda is bundled: one minified, tree-shaken ESM file for Node 24 with source maps.
 * The AWS SDK is bundled too, so the deployed code runs the SDK versions the tests ran (the cold
 * import time is the same as with the runtime's copy: docs/performance.md, "Bundling").
 */
export const LAMBDA_BUNDLING = {
  format: OutputFormat.ESM,
  target: 'node24',
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  externalModules: [],
  banner: CREATE_REQUIRE_BANNER,
  inject: INJECT,
  esbuildArgs: { '--alias': Object.entries(BUNDLE_ALIASES).map(([name, path]) => `${name}=${path}`) },
} satisfies BundlingOptions;

/**
 * The same bundle through esbuild's API, for the benchmark that measures bundle size and cold import.
 * `withClsHooked` bundles the X-Ray SDK's own cls-hooked instead of its AsyncLocalStorage stand-in, for
 * the test and the benchmark that compare the two.
 */
export function esbuildOptions(entry: string, outfile: string, { withClsHooked = false } = {}): BuildOptions {
  const aliases = Object.entries(BUNDLE_ALIASES).filter(([name]) => !(withClsHooked && name === 'cls-hooked/context'));
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: LAMBDA_BUNDLING.target,
    mainFields: LAMBDA_BUNDLING.mainFields,
    minify: LAMBDA_BUNDLING.minify,
    sourcemap: LAMBDA_BUNDLING.sourceMap,
    sourcesContent: LAMBDA_BUNDLING.sourcesContent,
    external: LAMBDA_BUNDLING.externalModules,
    banner: { js: LAMBDA_BUNDLING.banner },
    inject: LAMBDA_BUNDLING.inject.map((path) => join(REPO_ROOT, path)),
    alias: Object.fromEntries(aliases.map(([name, path]) => [name, join(REPO_ROOT, path)])),
  };
}
