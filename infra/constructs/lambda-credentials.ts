import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * What the Lambda bundles import as `@aws-sdk/credential-provider-node` (lambda-bundling.ts aliases it
 * here): the SDK's default credential chain cut to its first link, the environment. Lambda hands every
 * function its role's credentials as AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_SESSION_TOKEN, so
 * the rest of the chain (SSO, shared ini files, credential processes, web identity, container and
 * instance metadata, with the STS and SSO clients they carry) never answers there; bundled, it is
 * 130 KB that every cold start parses (docs/performance.md, "Lambda cold start"). The tests and the
 * local stack run unbundled, with the whole chain.
 */
export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]): ReturnType<typeof fromEnv> => fromEnv(init);
