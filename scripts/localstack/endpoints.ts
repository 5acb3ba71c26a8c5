/**
 * Where LocalStack answers, and the endpoint environment `cdklocal` (aws-cdk-local 3) is given.
 *
 * cdklocal refuses AWS_ENDPOINT_URL without AWS_ENDPOINT_URL_S3 (it cannot tell whether S3's
 * virtual-hosted bucket names resolve there), and without either it aims everything at
 * localhost.localstack.cloud, a public DNS name. So the deploy passes both: everything at the endpoint
 * whose health it read, and S3 at AWS_ENDPOINT_URL_S3 when set, else LocalStack's S3 name for a local
 * endpoint (s3.localhost.localstack.cloud resolves to 127.0.0.1, and its bucket subdomains too), else
 * the endpoint itself.
 */
const DEFAULT_ENDPOINT = 'http://localhost:4566';
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** AWS_ENDPOINT_URL, else LocalStack's default port on this machine; without a trailing slash. */
export function localStackEndpoint(env: NodeJS.ProcessEnv): string {
  return (env.AWS_ENDPOINT_URL?.trim() || DEFAULT_ENDPOINT).replace(/\/+$/, '');
}

/** The variables to add to cdklocal's environment. */
export function cdklocalEnvironment(env: NodeJS.ProcessEnv): { AWS_ENDPOINT_URL: string; AWS_ENDPOINT_URL_S3: string } {
  const endpoint = localStackEndpoint(env);
  const url = new URL(endpoint);
  const s3 = env.AWS_ENDPOINT_URL_S3?.trim() || (LOCAL_HOSTS.has(url.hostname) ? `${url.protocol}//s3.localhost.localstack.cloud:${url.port || '4566'}` : endpoint);
  return { AWS_ENDPOINT_URL: endpoint, AWS_ENDPOINT_URL_S3: s3.replace(/\/+$/, '') };
}
