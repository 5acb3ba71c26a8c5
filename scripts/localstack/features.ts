/**
 * What a running LocalStack offers, read from its health endpoint (`GET /_localstack/health`:
 * `{"services": {"dynamodb": "running", "cognito-idp": "available", ...}, "edition": ...}`), turned
 * into the CDK context flags of infra/config.ts. LocalStack's plans differ (Cognito user pools,
 * CloudFront, API Gateway v2, X-Ray and Bedrock are paid features at the time of writing): the stage
 * deploys what the container offers and says what it leaves out.
 */
export interface LocalStackHealth {
  services?: Record<string, string>;
  edition?: string;
  version?: string;
}

export interface LocalStackFeatures {
  /** A Cognito user pool (the Auth stack, the API's JWT authorizer). */
  cognito: boolean;
  /** A CloudFront distribution in front of the bucket and the API. */
  cloudFront: boolean;
  /** API Gateway v2 (the HTTP API): without it the Api stack cannot deploy. */
  httpApi: boolean;
  /** What the stage needs and the container lacks, in words, for the operator. */
  missing: string[];
}

const USABLE = new Set(['available', 'running']);

/** Overrides (`LOCALSTACK_COGNITO=false`) win over what the health endpoint says. */
export function localStackFeatures(health: LocalStackHealth, overrides: Partial<Record<'cognito' | 'cloudFront', boolean>> = {}): LocalStackFeatures {
  const services = health.services ?? {};
  const has = (...names: string[]) => names.some((name) => USABLE.has(services[name] ?? ''));
  const cognito = overrides.cognito ?? has('cognito-idp');
  const cloudFront = overrides.cloudFront ?? has('cloudfront');
  // Only `apigatewayv2` is the HTTP API: the free plan lists `apigateway` (REST APIs) alone.
  const httpApi = has('apigatewayv2');
  const missing: string[] = [];
  for (const service of ['cloudformation', 'dynamodb', 'lambda', 's3', 'iam', 'sts', 'logs', 'sns', 'cloudwatch']) {
    if (!has(service)) missing.push(`${service} (required)`);
  }
  if (!httpApi) missing.push('API Gateway v2 (required: the Api stack is an HTTP API)');
  if (!cognito) missing.push('Cognito user pools: no Auth stack, the API has no JWT authorizer, member and admin routes answer 401, the web app is for guests');
  if (!cloudFront) missing.push('CloudFront: the Web stack is the bucket and its files only, with no distribution in front of the API');
  return { cognito, cloudFront, httpApi, missing };
}

/** The `-c key=value` arguments for infra/config.ts. */
export function contextArguments(stage: string, features: LocalStackFeatures): string[] {
  return [
    '-c', `stage=${stage}`,
    '-c', 'localstack=true',
    '-c', `localstackCognito=${features.cognito}`,
    '-c', `localstackCloudFront=${features.cloudFront}`,
  ];
}
