import { describe, expect, it } from 'vitest';
import { contextArguments, localStackFeatures } from './features';

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
