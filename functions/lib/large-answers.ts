import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/**
 * Lambda's limit on a synchronous function's answer: past it the invocation fails and API Gateway
 * answers 500. A big chain's month of Reports or a month of the Shows listing comes near it
 * (docs/performance.md, "A big chain's data").
 */
export const LAMBDA_ANSWER_LIMIT_BYTES = 6 * 1024 * 1024;

/**
 * From this size an answer leaves the function gzipped (JSON shrinks about tenfold), when the caller
 * takes gzip. Smaller answers go as they are: CloudFront compresses the cached routes' at the edge,
 * and a gzip on every answer would cost each request processor time for little.
 */
export const GZIP_FROM_BYTES = 1024 * 1024;

/** The answer as the function returns it: gzipped (base64, as API Gateway takes binary) when it is large and the caller takes gzip. */
export function gzipLargeAnswer(answer: APIGatewayProxyStructuredResultV2, acceptEncoding: string | undefined): APIGatewayProxyStructuredResultV2 {
  const { body, headers = {} } = answer;
  if (typeof body !== 'string' || answer.isBase64Encoded || headers['content-encoding'] !== undefined) return answer;
  if (!/\bgzip\b/.test(acceptEncoding ?? '') || Buffer.byteLength(body) < GZIP_FROM_BYTES) return answer;
  return {
    ...answer,
    headers: { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' },
    body: gzipSync(body).toString('base64'),
    isBase64Encoded: true,
  };
}
