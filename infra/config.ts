import { Annotations, RemovalPolicy, type Environment } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PROTECTED_STAGES, isValidStageName, stageClass, toStageName, type StageClass } from './stage-name';

export { toStageName } from './stage-name';

/** The checkout's root: Lambda entries, the lock file and web/dist are found from here, whatever the cwd. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** LocalStack's fixed account and its default region (what `cdklocal` deploys to). */
export const LOCALSTACK_ENV = { account: '000000000000', region: 'us-east-1' } as const;

/**
 * Where the stage is deployed and what that place offers. AWS offers everything; LocalStack offers
 * what its plan includes (`npm run deploy:localstack` reads LocalStack's health endpoint and passes
 * the flags): Cognito user pools and CloudFront are paid LocalStack features, X-Ray and Bedrock too.
 */
export interface DeploymentTarget {
  kind: 'aws' | 'localstack';
  /** A Cognito user pool (Auth stack) and the API's JWT authorizer. Without it: guests only. */
  cognito: boolean;
  /** A CloudFront distribution in front of the site bucket and the API. */
  cloudFront: boolean;
  /** An AWS WAF web ACL on the distribution (infra/constructs/edge-firewall.ts); not on LocalStack, whose free plan has no WAF. */
  waf: boolean;
  /** X-Ray active tracing on the functions. */
  tracing: boolean;
  /** Bedrock question generation (when a model id is configured). */
  bedrock: boolean;
}

/** What one deployment (stage) of the product is made from; read from CDK context (`-c key=value`). */
export interface CinemaConfig {
  /** Part of every stack name (`Cinema-<stage>-Data`), made from the requested name by toStageName. */
  stage: string;
  /** The name as given (`-c stage=feature/Login_flow`), before it became a stage name. */
  requestedStage: string;
  /** Protected stages (cdk.json `protectedStages`) keep their data; every other stage is temporary. */
  stageClass: StageClass;
  /** Thrown away whole by `cdk destroy`: no deletion protection, every resource deleted, buckets emptied. */
  temporary: boolean;
  /** DESTROY for temporary stages, RETAIN for protected ones: tables, pools, buckets and log groups. */
  removalPolicy: RemovalPolicy;
  /** Account/region from the CLI's credentials when present; otherwise env-agnostic (synth offline). */
  env: Environment;
  target: DeploymentTarget;
  /** The deployed site's URL (e.g. the CloudFront URL after the first deploy), added to the OAuth callback URLs. */
  webUrl?: string;
  /** Google sign-in: only when both the client id and the Secrets Manager secret holding its secret are given. */
  google?: { clientId: string; secretName: string };
  /** The Secrets Manager secret holding the TMDB read token; without it the movies function uses the offline catalog. */
  tmdbSecretName?: string;
  /** The Bedrock model for question generation; without it the local generator is used. */
  bedrockModelId?: string;
  /** Hosted UI domain prefix; defaults to `cinema-<stage>-<account id>` (prefixes are global per region). */
  authDomainPrefix?: string;
  /** The built SPA the Web stack uploads (`-c webDist=...`; web/dist by default). */
  webDist?: string;
  /** Its server bundle, home's pre-render and the home page function (`-c webServerDist=...`; web/dist-server by default). */
  webServerDist?: string;
  /**
   * Mail (docs/mail.md, "Deployed"): the sender (`-c mailFrom=Cinema <no-reply@mail.example.com>`) and the
   * SES identity it sends as (its domain). Without it the stage sends no mail (the outbox fills and waits).
   * It needs `webUrl`: mail links lead to the stage's own site.
   */
  mail?: { from: string; identityDomain: string; siteUrl: string };
  /** Where alarms go: an existing SNS topic (`-c alarmTopicArn=...`), else a topic the stage creates; `alarmEmail` subscribes an address to it. */
  alarms: { topicArn?: string; email?: string };
}

type ContextReader = (key: string) => unknown;

const text = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' ? undefined : String(value);

/** `-c flag=true` arrives as a string, cdk.json gives booleans. */
function flag(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'boolean') return value;
  const normalized = String(value).trim().toLowerCase();
  if (['true', '1', 'yes'].includes(normalized)) return true;
  if (['false', '0', 'no'].includes(normalized)) return false;
  throw new Error(`Expected true or false, got "${String(value)}"`);
}

/** A list from cdk.json (an array) or from the command line (`-c protectedStages=main,prod`). */
function list(value: unknown): string[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const items = Array.isArray(value) ? value.map(String) : String(value).split(',');
  return items.map((item) => item.trim()).filter(Boolean);
}

/** The stages cdk.json (or the command line) protects; each must already be a valid stage name. */
export function protectedStagesFrom(value: unknown): string[] {
  const stages = list(value) ?? [...DEFAULT_PROTECTED_STAGES];
  for (const stage of stages) {
    if (!isValidStageName(stage)) {
      throw new Error(`protectedStages: "${stage}" is not a stage name (lower-case letters, digits and single dashes, at most 40).`);
    }
  }
  return stages;
}

/** A sender as mail writes it: `address` or `Name <address>`. */
const SENDER_PATTERN = /^(?:[^<>]*<)?[^\s@<>]+@([a-z0-9.-]+\.[a-z]{2,})>?$/i;

/** The stage's mail settings, from `mailFrom` (and the `webUrl` its links need). */
function mailFrom(from: string | undefined, webUrl: string | undefined): CinemaConfig['mail'] {
  if (!from) return undefined;
  const domain = SENDER_PATTERN.exec(from.trim())?.[1];
  if (!domain) throw new Error(`mailFrom: "${from}" is not a sender address (address or Name <address>).`);
  if (!webUrl) throw new Error('mailFrom needs -c webUrl=...: links in mail lead to the stage\'s own site.');
  return { from: from.trim(), identityDomain: domain.toLowerCase(), siteUrl: webUrl };
}

const ARN_PATTERN = /^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[A-Za-z0-9_-]{1,256}$/;

/** Reads the stage's configuration from any context source (the CDK app's, or a plain object in tests). */
export function configFromContext(context: ContextReader, environment: NodeJS.ProcessEnv = process.env): CinemaConfig {
  const requestedStage = text(context('stage')) ?? 'dev';
  const stage = toStageName(requestedStage);
  const onLocalStack = flag(context('localstack'), false);
  // Nothing on a LocalStack container outlives it: every stage there is temporary.
  const klass: StageClass = onLocalStack ? 'temporary' : stageClass(stage, protectedStagesFrom(context('protectedStages')));
  const temporary = klass === 'temporary';

  const googleClientId = text(context('googleClientId'));
  const googleSecretName = text(context('googleSecretName'));
  if (Boolean(googleClientId) !== Boolean(googleSecretName)) {
    throw new Error('Google sign-in needs both -c googleClientId=... and -c googleSecretName=... (or neither).');
  }

  const target: DeploymentTarget = onLocalStack
    ? {
        kind: 'localstack',
        cognito: flag(context('localstackCognito'), false),
        cloudFront: flag(context('localstackCloudFront'), false),
        waf: false,
        tracing: false,
        bedrock: false,
      }
    : { kind: 'aws', cognito: true, cloudFront: true, waf: true, tracing: true, bedrock: true };

  const alarmTopicArn = text(context('alarmTopicArn'));
  if (alarmTopicArn && !ARN_PATTERN.test(alarmTopicArn)) {
    throw new Error(`alarmTopicArn: "${alarmTopicArn}" is not an SNS topic ARN.`);
  }

  const webUrl = text(context('webUrl'))?.replace(/\/+$/, '');
  return {
    stage,
    requestedStage,
    stageClass: klass,
    temporary,
    removalPolicy: temporary ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    env: onLocalStack
      ? { ...LOCALSTACK_ENV }
      : { account: environment.CDK_DEFAULT_ACCOUNT, region: environment.CDK_DEFAULT_REGION },
    target,
    webUrl,
    mail: mailFrom(text(context('mailFrom')), webUrl),
    // Google's hosted UI cannot reach a LocalStack pool.
    google: googleClientId && googleSecretName && !onLocalStack ? { clientId: googleClientId, secretName: googleSecretName } : undefined,
    tmdbSecretName: text(context('tmdbSecretName')),
    bedrockModelId: target.bedrock ? text(context('bedrockModelId')) : undefined,
    authDomainPrefix: text(context('authDomainPrefix')),
    alarms: { topicArn: alarmTopicArn, email: text(context('alarmEmail')) },
    webDist: text(context('webDist')),
    webServerDist: text(context('webServerDist')),
  };
}

export function readConfig(scope: Construct): CinemaConfig {
  const config = configFromContext((key) => scope.node.tryGetContext(key));
  if (config.target.kind === 'localstack' && scope.node.tryGetContext('bedrockModelId')) {
    Annotations.of(scope).addWarningV2('cinema:localstack-bedrock', 'bedrockModelId is ignored on LocalStack: questions come from the offline generator.');
  }
  return config;
}
