import type { Template } from 'aws-cdk-lib/assertions';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALSTACK_ENV } from '../../infra/config';
import { contextArguments, localStackFeatures } from '../../scripts/localstack/features';
import { allStatementsByFunction, resourcesOf, SYNTH_TIMEOUT, synthStage } from './synth';

type Stage = ReturnType<typeof synthStage>;

/** The context `npm run deploy:localstack` passes (scripts/localstack/deploy.ts), as an object. */
function localStackContext(services: Record<string, string>, stage = 'local') {
  const args = contextArguments(stage, localStackFeatures({ services }));
  const context: Record<string, string> = {};
  for (let i = 1; i < args.length; i += 2) {
    const [key, value] = args[i].split('=');
    context[key] = value;
  }
  return context;
}

const REQUIRED = { cloudformation: 'running', dynamodb: 'running', lambda: 'running', s3: 'running', iam: 'running', sts: 'running', logs: 'running', sns: 'running', cloudwatch: 'running', apigatewayv2: 'available' };

/** /config.json as the site deployment writes it (markers left in). */
function configJson(stage: Stage): Record<string, unknown> {
  const [, deployment] = resourcesOf(stage.web, 'Custom::CDKBucketDeployment').find(([id]) => id.startsWith('DeploySite'))!;
  for (const key of deployment.Properties.SourceObjectKeys as string[]) {
    const file = join(stage.outdir, `asset.${key.replace(/\.zip$/, '')}`, 'config.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  }
  throw new Error('no config.json staged');
}

const functionsOf = (templates: Template[]) => templates.flatMap((t) => resourcesOf(t, 'AWS::Lambda::Function').map(([, fn]) => fn.Properties));

describe('a stage on a LocalStack without the paid features (no Cognito, no CloudFront)', () => {
  let local: Stage;
  beforeAll(() => {
    local = synthStage({ ...localStackContext(REQUIRED), bedrockModelId: 'anthropic.claude-3-haiku' });
  }, SYNTH_TIMEOUT);

  it("targets LocalStack's account and region, and is temporary", () => {
    for (const stack of local.stacks.stacks) {
      expect(stack.account).toBe(LOCALSTACK_ENV.account);
      expect(stack.region).toBe(LOCALSTACK_ENV.region);
    }
    expect(local.stacks.config).toMatchObject({ stage: 'local', stageClass: 'temporary', target: { kind: 'localstack', cognito: false, cloudFront: false, waf: false, tracing: false, bedrock: false } });
    const kept = [...local.templates.values()].flatMap((t) => Object.values(t.toJSON().Resources) as { DeletionPolicy?: string }[]).filter((r) => r.DeletionPolicy && r.DeletionPolicy !== 'Delete');
    expect(kept).toEqual([]);
  });

  it('has no Auth stack, so the API has no JWT authorizer: member and admin routes answer 401 from the handler chain', () => {
    expect(local.stacks.auth).toBeUndefined();
    expect(local.stacks.stacks.map((s) => s.stackName)).toEqual(['Cinema-local-Data', 'Cinema-local-Api', 'Cinema-local-Web']);
    local.api.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 0);
    for (const [, route] of resourcesOf(local.api, 'AWS::ApiGatewayV2::Route')) expect(route.Properties.AuthorizationType).toBe('NONE');
    for (const fn of functionsOf([local.api])) expect(fn.Environment.Variables.USER_POOL_ID).toBeUndefined();
    const actions = [...allStatementsByFunction(local.api).values()].flat().flatMap((s) => [s.Action].flat());
    expect(actions.filter((a) => a.startsWith('cognito-idp:') || a.startsWith('xray:') || a.startsWith('bedrock:'))).toEqual([]);
  });

  it('runs the functions untraced (X-Ray is a paid LocalStack feature), on the host architecture, without Bedrock', () => {
    for (const fn of functionsOf([local.api])) {
      expect(fn.TracingConfig).toBeUndefined();
      expect(fn.Environment.Variables).toMatchObject({ POWERTOOLS_TRACE_ENABLED: 'false', POWERTOOLS_METRICS_NAMESPACE: 'Cinema/local' });
      expect(fn.Environment.Variables.BEDROCK_MODEL_ID).toBeUndefined();
      expect(fn.Architectures).toEqual([process.arch === 'arm64' ? 'arm64' : 'x86_64']);
    }
  });

  it('uploads the site to its bucket with no CloudFront in front, and /config.json names no user pool', () => {
    local.web.resourceCountIs('AWS::CloudFront::Distribution', 0);
    local.web.resourceCountIs('AWS::CloudFront::ResponseHeadersPolicy', 0);
    local.web.resourceCountIs('AWS::S3::Bucket', 1);
    local.web.hasOutput('SiteBucketName', {});
    expect(Object.keys(local.web.findOutputs('WebUrl'))).toEqual([]);
    expect(Object.keys(configJson(local))).toEqual(['region']);
  });

  it('keeps the table, the API with its access logs and throttles, the alarms and the dashboard', () => {
    local.data.resourceCountIs('AWS::DynamoDB::Table', 1);
    const [[, stage]] = resourcesOf(local.api, 'AWS::ApiGatewayV2::Stage');
    expect(stage.Properties.AccessLogSettings.Format).toContain('$context.requestId');
    expect(stage.Properties.RouteSettings).toHaveProperty(['POST /api/bookings']);
    expect(resourcesOf(local.api, 'AWS::CloudWatch::Alarm').length).toBeGreaterThan(0);
    local.api.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    local.api.resourceCountIs('AWS::SNS::Topic', 1);
  });
});

describe('a stage on a LocalStack with Cognito and CloudFront', () => {
  let local: Stage;
  beforeAll(() => {
    local = synthStage(localStackContext({ ...REQUIRED, 'cognito-idp': 'available', cloudfront: 'available' }, 'ls-pro'));
  }, SYNTH_TIMEOUT);

  it('deploys the user pool (no hosted domain: nothing there can reach it) and the JWT authorizer', () => {
    expect(local.auth).toBeDefined();
    local.auth!.resourceCountIs('AWS::Cognito::UserPool', 1);
    local.auth!.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
    local.api.resourcePropertiesCountIs('AWS::ApiGatewayV2::Authorizer', { AuthorizerType: 'JWT' }, 1);
    // The live rounds' WebSocket API checks the same tokens at $connect.
    local.api.resourcePropertiesCountIs('AWS::ApiGatewayV2::Authorizer', { AuthorizerType: 'REQUEST' }, 1);
    expect(Object.keys(configJson(local)).sort()).toEqual(['liveUrl', 'region', 'userPoolClientId', 'userPoolId']);
  });

  it('puts CloudFront in front of the bucket and the API', () => {
    local.web.resourceCountIs('AWS::CloudFront::Distribution', 1);
    // No AWS WAF web ACL: LocalStack's free plan has no WAF (docs/localstack.md: what the stage leaves out).
    for (const template of local.templates.values()) template.resourceCountIs('AWS::WAFv2::WebACL', 0);
  });
});

describe('cross-stack references on LocalStack', () => {
  /** Every CloudFormation function a template calls, by name (`Fn::GetStackOutput`, `Fn::ImportValue`...). */
  const intrinsicsOf = (template: Template): Set<string> => {
    const names = new Set<string>();
    const visit = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (key.startsWith('Fn::')) names.add(key);
          visit(inner);
        }
      }
    };
    visit(template.toJSON());
    return names;
  };

  it('are classic exports (Fn::ImportValue), never Fn::GetStackOutput, which LocalStack does not resolve', () => {
    for (const services of [REQUIRED, { ...REQUIRED, 'cognito-idp': 'available', cloudfront: 'available' }]) {
      const local = synthStage(localStackContext(services));
      const used = [...local.templates.values()].flatMap((template) => [...intrinsicsOf(template)]);
      expect(used).not.toContain('Fn::GetStackOutput');
      expect(used).toContain('Fn::ImportValue');
    }
  }, SYNTH_TIMEOUT);

  it('stay weak on AWS, as cdk.json sets them', () => {
    const aws = synthStage();
    expect([...aws.templates.values()].flatMap((template) => [...intrinsicsOf(template)])).toContain('Fn::GetStackOutput');
  }, SYNTH_TIMEOUT);
});
