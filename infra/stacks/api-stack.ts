import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { Domain, RouteSpec } from '../../shared/api/route-spec';
import { routeKey } from '../../shared/api/route-spec';
import { routes } from '../../shared/api/route-table';
import { API_THROTTLE, ROUTE_THROTTLES } from '../api-limits';
import type { CinemaConfig } from '../config';
import { CinemaFunction } from '../constructs/cinema-function';
import { ListingCopy } from '../constructs/listing-copy';
import { LiveRounds } from '../constructs/live-rounds';
import { Mail } from '../constructs/mail';
import { Monitoring } from '../constructs/monitoring';
import { DOMAIN_NEEDS, type DomainNeeds } from '../domain-permissions';

export { API_THROTTLE } from '../api-limits';

export interface ApiStackProps extends StackProps {
  table: dynamodb.ITable;
  /** Absent where the target has no Cognito (LocalStack's free plan): no JWT authorizer, so member and admin routes answer 401. */
  auth?: {
    userPool: cognito.IUserPool;
    userPoolClient: cognito.IUserPoolClient;
    /** The client an admin's password is re-verified through (DomainNeeds.verifiesPasswords). */
    passwordCheckClient: cognito.IUserPoolClient;
    /** The Cognito triggers, watched by the same alarms as the API's functions. */
    triggers: CinemaFunction[];
  };
}

/** The route table grouped by domain; a domain without routes gets no Lambda. */
export function routesByDomain(): Map<Domain, RouteSpec[]> {
  const byDomain = new Map<Domain, RouteSpec[]>();
  for (const route of Object.values(routes) as RouteSpec[]) {
    byDomain.set(route.domain, [...(byDomain.get(route.domain) ?? []), route]);
  }
  return byDomain;
}

/**
 * One JSON object per request in the access log: API Gateway's request id (the `correlation_id` of
 * the function's log lines) and the Lambda request id (`function_request_id`) tie the two together.
 */
export const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  lambdaRequestId: '$context.integration.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  method: '$context.httpMethod',
  path: '$context.path',
  routeKey: '$context.routeKey',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationStatus: '$context.integration.status',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
  error: '$context.error.message',
} as const;

/** Cross-region inference profiles ("us.anthropic...") are invoked by profile and served by the base model in any region. */
const INFERENCE_PROFILE = /^(us|us-gov|eu|apac|jp|au|ca|global)\.(.+)$/;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The HTTP API: every route of the route table, each to its domain's Lambda, with the Cognito JWT
 * authorizer on member and admin routes (admin routes also check the `admin` group in the handler);
 * JSON access logs, a default throttle and lower ones on the expensive routes; the stage's alarms and
 * dashboard (infra/constructs/monitoring.ts).
 */
export class ApiStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  readonly functions = new Map<Domain, CinemaFunction>();
  /** The TMDB token's secret, referenced once for every function that reads movie facts. */
  private tmdbSecret?: secretsmanager.ISecret;
  readonly monitoring: Monitoring;
  /** The live rounds' WebSocket API (absent without Cognito: its connections are signed in). */
  readonly live?: LiveRounds;
  /** SES, its bounce handling and the mail jobs (absent without `mailFrom`: the outbox then waits). */
  readonly mail?: Mail;
  /** The listing's copy of each show's seat tally, from the table's stream. */
  readonly listingCopy: ListingCopy;

  constructor(scope: Construct, id: string, private readonly config: CinemaConfig, props: ApiStackProps) {
    super(scope, id, props);

    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: `Cinema API (${config.stage})`,
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: config.removalPolicy,
    });
    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });

    const authorizer = props.auth
      ? new HttpUserPoolAuthorizer('CognitoAuthorizer', props.auth.userPool, { userPoolClients: [props.auth.userPoolClient] })
      : undefined;

    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const [domain, domainRoutes] of routesByDomain()) {
      const fn = this.domainFunction(domain, props);
      this.functions.set(domain, fn);
      const integration = new HttpLambdaIntegration(`${capitalize(domain)}Integration`, fn);
      for (const route of domainRoutes) {
        const [created] = this.httpApi.addRoutes({
          path: route.path,
          methods: [apigwv2.HttpMethod[route.method]],
          integration,
          authorizer: route.auth === 'public' ? undefined : authorizer,
        });
        const limit = ROUTE_THROTTLES[routeKey(route)];
        if (limit) {
          routeSettings[routeKey(route)] = { ThrottlingRateLimit: limit.rateLimit, ThrottlingBurstLimit: limit.burstLimit };
          // A route's settings name its key: the route must exist first.
          this.stage.node.addDependency(created);
        }
      }
    }
    (this.stage.node.defaultChild as apigwv2.CfnStage).routeSettings = routeSettings;

    const liveFunction = this.functions.get('live');
    if (props.auth && liveFunction) {
      this.live = new LiveRounds(this, 'Live', { config, table: props.table, restFunction: liveFunction, auth: props.auth });
    }

    if (config.mail) {
      const members = this.functions.get('members');
      this.mail = new Mail(this, 'Mail', { config, mail: config.mail, table: props.table, linkReaders: members ? [members] : [] });
    }

    this.listingCopy = new ListingCopy(this, 'ListingCopy', { config, table: props.table });

    this.monitoring = new Monitoring(this, 'Monitoring', {
      config,
      httpApi: this.httpApi,
      table: props.table,
      functions: [
        ...this.functions.values(),
        ...(this.live ? [this.live.socketFunction, this.live.authorizerFunction] : []),
        ...(this.mail ? [this.mail.worker, this.mail.reminders, this.mail.suppressor] : []),
        this.listingCopy.function,
        ...(props.auth?.triggers ?? []),
      ],
    });

    new CfnOutput(this, 'ApiEndpoint', { value: this.httpApi.apiEndpoint });
  }

  private domainFunction(domain: Domain, props: ApiStackProps): CinemaFunction {
    const needs = DOMAIN_NEEDS[domain];
    const environment: Record<string, string> = {
      TABLE_NAME: props.table.tableName,
      ...(props.auth ? { USER_POOL_ID: props.auth.userPool.userPoolId } : {}),
      ...(props.auth && needs.verifiesPasswords ? { PASSWORD_CHECK_CLIENT_ID: props.auth.passwordCheckClient.userPoolClientId } : {}),
    };
    if (needs.tmdbSecret && this.config.tmdbSecretName) environment.TMDB_SECRET_NAME = this.config.tmdbSecretName;
    if (needs.bedrock && this.config.bedrockModelId) environment.BEDROCK_MODEL_ID = this.config.bedrockModelId;

    const fn = new CinemaFunction(this, `${capitalize(domain)}Function`, {
      entry: `functions/${domain}/handler.ts`,
      label: domain,
      description: `Cinema API: ${domain}`,
      environment,
      timeout: needs.timeout,
      config: this.config,
    });
    this.grant(fn, needs, props);
    return fn;
  }

  private grant(fn: CinemaFunction, needs: DomainNeeds, props: ApiStackProps) {
    if (needs.tableActions.length > 0) props.table.grant(fn, ...needs.tableActions);
    if (needs.cognitoActions && props.auth) {
      fn.addToRolePolicy(new iam.PolicyStatement({ actions: [...needs.cognitoActions], resources: [props.auth.userPool.userPoolArn] }));
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
