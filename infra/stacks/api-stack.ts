import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { Domain, RouteSpec } from '../../shared/api/route';
import { routes } from '../../shared/api/routes';
import type { CinemaConfig } from '../config';
import { CinemaFunction } from '../constructs/cinema-function';
import { DOMAIN_NEEDS, type DomainNeeds } from '../domain-permissions';

/** Requests per second across the API, and the burst above it, before API Gateway answers 429. */
export const API_THROTTLE = { rateLimit: 100, burstLimit: 200 };

export interface ApiStackProps extends StackProps {
  table: dynamodb.ITable;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
}

/** The route table grouped by domain; a domain without routes gets no Lambda. */
export function routesByDomain(): Map<Domain, RouteSpec[]> {
  const byDomain = new Map<Domain, RouteSpec[]>();
  for (const route of Object.values(routes) as RouteSpec[]) {
    byDomain.set(route.domain, [...(byDomain.get(route.domain) ?? []), route]);
  }
  return byDomain;
}

/** Cross-region inference profiles ("us.anthropic...") are invoked by profile and served by the base model in any region. */
const INFERENCE_PROFILE = /^(us|us-gov|eu|apac|jp|au|ca|global)\.(.+)$/;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The HTTP API: every route of the route table, each to its domain's Lambda, with the Cognito JWT
 * authorizer on member and admin routes (admin routes also check the `admin` group in the handler).
 */
export class ApiStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly functions = new Map<Domain, CinemaFunction>();
  /** The TMDB token's secret, referenced once for every function that reads movie facts. */
  private tmdbSecret?: secretsmanager.ISecret;

  constructor(scope: Construct, id: string, private readonly config: CinemaConfig, props: ApiStackProps) {
    super(scope, id, props);

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: `Cinema API (${config.stage})`,
      createDefaultStage: false,
    });
    new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
    });

    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
    });

    for (const [domain, domainRoutes] of routesByDomain()) {
      const fn = this.domainFunction(domain, props);
      this.functions.set(domain, fn);
      const integration = new HttpLambdaIntegration(`${capitalize(domain)}Integration`, fn);
      for (const route of domainRoutes) {
        this.httpApi.addRoutes({
          path: route.path,
          methods: [apigwv2.HttpMethod[route.method]],
          integration,
          authorizer: route.auth === 'public' ? undefined : authorizer,
        });
      }
    }

    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }

  private domainFunction(domain: Domain, props: ApiStackProps): CinemaFunction {
    const needs = DOMAIN_NEEDS[domain];
    const environment: Record<string, string> = {
      TABLE_NAME: props.table.tableName,
      USER_POOL_ID: props.userPool.userPoolId,
      USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
    };
    if (needs.tmdbSecret && this.config.tmdbSecretName) environment.TMDB_SECRET_NAME = this.config.tmdbSecretName;
    if (needs.bedrock && this.config.bedrockModelId) environment.BEDROCK_MODEL_ID = this.config.bedrockModelId;

    const fn = new CinemaFunction(this, `${capitalize(domain)}Function`, {
      entry: `functions/${domain}/handler.ts`,
      description: `Cinema API: ${domain}`,
      environment,
      timeout: needs.timeout,
      removalPolicy: this.config.removalPolicy,
    });
    this.grant(fn, needs, props);
    return fn;
  }

  private grant(fn: CinemaFunction, needs: DomainNeeds, props: ApiStackProps) {
    if (needs.tableActions.length > 0) props.table.grant(fn, ...needs.tableActions);
    if (needs.cognitoActions) {
      fn.addToRolePolicy(new iam.PolicyStatement({ actions: [...needs.cognitoActions], resources: [props.userPool.userPoolArn] }));
    }
    if (needs.tmdbSecret && this.config.tmdbSecretName) {
      this.tmdbSecret ??= secretsmanager.Secret.fromSecretNameV2(this, 'TmdbSecret', this.config.tmdbSecretName);
      this.tmdbSecret.grantRead(fn);
    }
    if (needs.bedrock && this.config.bedrockModelId) {
      fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: this.bedrockModelArns(this.config.bedrockModelId) }));
    }
  }

  private bedrockModelArns(modelId: string): string[] {
    const profile = INFERENCE_PROFILE.exec(modelId);
    if (!profile) return [this.formatArn({ service: 'bedrock', account: '', resource: 'foundation-model', resourceName: modelId })];
    return [
      this.formatArn({ service: 'bedrock', resource: 'inference-profile', resourceName: modelId }),
      this.formatArn({ service: 'bedrock', region: '*', account: '', resource: 'foundation-model', resourceName: profile[2] }),
    ];
  }
}
