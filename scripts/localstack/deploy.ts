/**
 * `npm run deploy:localstack [-- <more cdk arguments>]`: every stack of a stage, deployed to a running
 * LocalStack with `cdklocal` (aws-cdk-local: the CDK CLI pointed at LocalStack's endpoint).
 *
 * 1. Asks LocalStack what it offers (`/_localstack/health`) and turns that into context flags
 *    (scripts/localstack/features.ts): without Cognito user pools the stage has no Auth stack and the
 *    API no JWT authorizer (guests only); without CloudFront the Web stack is the bucket and its files.
 *    LOCALSTACK_COGNITO=true|false and LOCALSTACK_CLOUDFRONT=true|false override what it says.
 * 2. Builds the web app (web/dist), which the Web stack uploads.
 * 3. `cdklocal bootstrap` for LocalStack's account and region, then `cdklocal deploy --all`.
 *
 * The stage is `local` (STAGE= names another); on LocalStack every stage is temporary. X-Ray and
 * Bedrock are never used there (infra/config.ts). The endpoint is AWS_ENDPOINT_URL, else
 * http://localhost:4566, and cdklocal is given it with S3's (scripts/localstack/endpoints.ts). Nothing
 * here needs AWS credentials; cdklocal uses LocalStack's test ones.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { LOCALSTACK_ENV } from '../../infra/config';
import { cdklocalEnvironment, localStackEndpoint } from './endpoints';
import { contextArguments, localStackFeatures, type LocalStackHealth } from './features';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const endpoint = localStackEndpoint(process.env);
const stage = process.env.STAGE ?? 'local';

const flag = (name: string): boolean | undefined => {
  const value = process.env[name]?.trim().toLowerCase();
  return value === undefined || value === '' ? undefined : ['1', 'true', 'yes'].includes(value);
};

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let health: LocalStackHealth;
try {
  const response = await fetch(`${endpoint}/_localstack/health`);
  health = (await response.json()) as LocalStackHealth;
} catch (error) {
  console.error(`No LocalStack answers at ${endpoint} (${(error as Error).message}).`);
  console.error('Start it first (see docs/localstack.md), e.g.:');
  console.error('  docker run --rm -d -p 127.0.0.1:4566:4566 -e LOCALSTACK_AUTH_TOKEN -v /var/run/docker.sock:/var/run/docker.sock localstack/localstack');
  process.exit(1);
}

const features = localStackFeatures(health, { cognito: flag('LOCALSTACK_COGNITO'), cloudFront: flag('LOCALSTACK_CLOUDFRONT') });
console.log(`LocalStack ${health.version ?? ''} ${health.edition ?? ''} at ${endpoint}: stage "${stage}", Cognito ${features.cognito ? 'yes' : 'no'}, CloudFront ${features.cloudFront ? 'yes' : 'no'}.`);
for (const line of features.missing) console.log(`  - left out: ${line}`);
if (!features.httpApi || features.missing.some((line) => line.endsWith('(required)'))) {
  console.error('\nThis LocalStack cannot run the stage (see above): its plan lacks a service the stacks need.');
  process.exit(1);
}

const context = contextArguments(stage, features);
const extra = process.argv.slice(2);
run('npm', ['run', '--silent', 'build']);
const cdklocalEnv = { ...process.env, ...cdklocalEnvironment(process.env) };
run('npx', ['cdklocal', 'bootstrap', `aws://${LOCALSTACK_ENV.account}/${LOCALSTACK_ENV.region}`, ...context], cdklocalEnv);
run('npx', ['cdklocal', 'deploy', '--all', '--require-approval', 'never', ...context, ...extra], cdklocalEnv);
console.log(`\nDeployed stage "${stage}" to LocalStack. The API's URL is the ApiEndpoint output of Cinema-${stage}-Api above.`);
