import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';

/** The user pool's ID tokens, as the HTTP API's JWT authorizer accepts them. */
const verifier = CognitoJwtVerifier.create({
  userPoolId: process.env.USER_POOL_ID ?? '',
  clientId: process.env.USER_POOL_CLIENT_ID ?? '',
  tokenUse: 'id',
});

/**
 * The WebSocket API's `$connect` authorizer (docs/live.md, "Protocol"): the ID token of the query
 * string (`?token=`), verified as the HTTP API verifies it; a connection without one, or with a bad
 * one, is refused (401). Passes the member's id and groups on to the live handler.
 */
export async function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const token = event.queryStringParameters?.token;
  if (!token) throw new Error('Unauthorized');
  let claims: Awaited<ReturnType<typeof verifier.verify>>;
  try {
    claims = await verifier.verify(token);
  } catch {
    throw new Error('Unauthorized');
  }
  const groups = claims['cognito:groups'];
  return {
    principalId: claims.sub,
    policyDocument: { Version: '2012-10-17', Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }] },
    context: { groups: Array.isArray(groups) ? groups.join(' ') : '' },
  };
}
