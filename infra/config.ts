import { RemovalPolicy, type Environment } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { fileURLToPath } from 'node:url';

/** The checkout's root: Lambda entries, the lock file and web/dist are found from here, whatever the cwd. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What one deployment (stage) of the product is made from; read from CDK context (`-c key=value`). */
export interface CinemaConfig {
  /** Part of every stack name: `Cinema-<stage>-Data`. */
  stage: string;
  /** Dev and pull-request stages are thrown away with their data; the others keep it. */
  isDevStage: boolean;
  removalPolicy: RemovalPolicy;
  /** Account/region from the CLI's credentials when present; otherwise env-agnostic (synth offline). */
  env: Environment;
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
}

const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

/** Branch-style names (`feature/Login`) become stage names (`feature-login`). */
export function toStageName(raw: string): string {
  const stage = raw.toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '');
  if (!STAGE_PATTERN.test(stage)) {
    throw new Error(`Invalid stage "${raw}": use up to 40 letters, digits and dashes, starting with a letter.`);
  }
  return stage;
}

export const isDevStage = (stage: string) => stage.startsWith('dev') || stage.startsWith('pr-');

export function readConfig(scope: Construct): CinemaConfig {
  const context = (key: string): string | undefined => {
    const value = scope.node.tryGetContext(key);
    return value === undefined || value === null || value === '' ? undefined : String(value);
  };
  const stage = toStageName(context('stage') ?? 'dev');
  const dev = isDevStage(stage);

  const googleClientId = context('googleClientId');
  const googleSecretName = context('googleSecretName');
  if (Boolean(googleClientId) !== Boolean(googleSecretName)) {
    throw new Error('Google sign-in needs both -c googleClientId=... and -c googleSecretName=... (or neither).');
  }

  return {
    stage,
    isDevStage: dev,
    removalPolicy: dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
    webUrl: context('webUrl')?.replace(/\/+$/, ''),
    google: googleClientId && googleSecretName ? { clientId: googleClientId, secretName: googleSecretName } : undefined,
    tmdbSecretName: context('tmdbSecretName'),
    bedrockModelId: context('bedrockModelId'),
    authDomainPrefix: context('authDomainPrefix'),
  };
}
