import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cdklocalEnvironment, localStackEndpoint } from './endpoints';
import { contextArguments, localStackFeatures, type LocalStackHealth } from './features';

/**
 * `GET /_localstack/health` as LocalStack 4.14 answers it, on the free (community) image and a paid
 * (pro) one. Written from LocalStack's service lists per plan, not captured here (no Docker on this
 * machine): replace them with a capture (`curl localhost:4566/_localstack/health`) when one is at hand.
 */
const health = (edition: 'community' | 'pro'): LocalStackHealth =>
  JSON.parse(readFileSync(new URL(`../../tests/fixtures/localstack/health-4.14-${edition}.json`, import.meta.url), 'utf8'));

const base = { cloudformation: 'running', dynamodb: 'running', lambda: 'available', s3: 'running', iam: 'available', sts: 'available', logs: 'available', sns: 'available', cloudwatch: 'available' };

describe('what a LocalStack offers', () => {
  it('keeps Cognito and CloudFront where the container has them', () => {
    const features = localStackFeatures({ services: { ...base, apigatewayv2: 'available', 'cognito-idp': 'available', cloudfront: 'running' } });
    expect(features).toEqual({ cognito: true, cloudFront: true, httpApi: true, missing: [] });
    expect(contextArguments('local', features)).toEqual(['-c', 'stage=local', '-c', 'localstack=true', '-c', 'localstackCognito=true', '-c', 'localstackCloudFront=true']);
  });

  it('drops the Cognito-dependent parts and CloudFront where the plan lacks them, and says so', () => {
    const features = localStackFeatures({ services: { ...base, apigatewayv2: 'available', 'cognito-idp': 'disabled' } });
    expect(features).toMatchObject({ cognito: false, cloudFront: false, httpApi: true });
    expect(features.missing.join('\n')).toMatch(/Cognito user pools: no Auth stack/);
    expect(features.missing.join('\n')).toMatch(/CloudFront/);
  });

  it('reports a container that cannot run the stage (no API Gateway v2, a required service off)', () => {
    const features = localStackFeatures({ services: { ...base, dynamodb: 'disabled', apigatewayv2: 'disabled' } });
    expect(features.httpApi).toBe(false);
    expect(features.missing).toEqual(expect.arrayContaining(['dynamodb (required)', expect.stringMatching(/^API Gateway v2/)]));
  });

  it('lets the operator override what the health endpoint says', () => {
    expect(localStackFeatures({ services: { ...base, apigateway: 'available', 'cognito-idp': 'available' } }, { cognito: false }).cognito).toBe(false);
  });
});

describe('LocalStack 4.14', () => {
  it('on the free plan: API Gateway v1 only, so no HTTP API, and the deploy stops', () => {
    const features = localStackFeatures(health('community'));
    expect(features).toMatchObject({ httpApi: false, cognito: false, cloudFront: false });
    expect(features.missing).toContain('API Gateway v2 (required: the Api stack is an HTTP API)');
    expect(features.missing.filter((line) => line.endsWith('(required)'))).toEqual([]);
  });

  it('on a paid plan: the HTTP API, Cognito and CloudFront, nothing left out', () => {
    expect(localStackFeatures(health('pro'))).toEqual({ httpApi: true, cognito: true, cloudFront: true, missing: [] });
  });
});

describe("cdklocal's endpoints", () => {
  // aws-cdk-local's own check of the environment it is given (it throws on a misconfiguration).
  const { configureEnvironment } = createRequire(import.meta.url)('aws-cdk-local/src') as { configureEnvironment: (env: NodeJS.ProcessEnv, allowList: string) => void };
  const asCdklocalSeesIt = (env: NodeJS.ProcessEnv) => {
    const seen = { ...env, ...cdklocalEnvironment(env) };
    configureEnvironment(seen, '');
    return { endpoint: seen.AWS_ENDPOINT_URL, s3: seen.AWS_ENDPOINT_URL_S3 };
  };

  it('by default: everything at localhost:4566, S3 at LocalStack\'s name for it, never localhost.localstack.cloud', () => {
    expect(localStackEndpoint({})).toBe('http://localhost:4566');
    expect(asCdklocalSeesIt({})).toEqual({ endpoint: 'http://localhost:4566', s3: 'http://s3.localhost.localstack.cloud:4566' });
  });

  it('with AWS_ENDPOINT_URL alone (which cdklocal refuses by itself): that endpoint, and S3 beside it', () => {
    expect(() => configureEnvironment({ AWS_ENDPOINT_URL: 'http://127.0.0.1:4567' }, '')).toThrow(/AWS_ENDPOINT_URL_S3/);
    expect(asCdklocalSeesIt({ AWS_ENDPOINT_URL: 'http://127.0.0.1:4567/' })).toEqual({ endpoint: 'http://127.0.0.1:4567', s3: 'http://s3.localhost.localstack.cloud:4567' });
    expect(asCdklocalSeesIt({ AWS_ENDPOINT_URL: 'http://localstack:4566' })).toEqual({ endpoint: 'http://localstack:4566', s3: 'http://localstack:4566' });
  });

  it("keeps the operator's AWS_ENDPOINT_URL_S3", () => {
    expect(asCdklocalSeesIt({ AWS_ENDPOINT_URL: 'http://localstack:4566', AWS_ENDPOINT_URL_S3: 'http://s3.localstack:4566' })).toEqual({ endpoint: 'http://localstack:4566', s3: 'http://s3.localstack:4566' });
  });
});
