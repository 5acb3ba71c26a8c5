import { AdminGetUserCommand, AdminUpdateUserAttributesCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { tracer } from '../lib/observability';

/**
 * The user pool's admin API. Locally COGNITO_ENDPOINT points at the emulator; deployed,
 * the function's role grants just the actions called here on its own pool.
 *
 * Every call names the user by their `sub` (the pool's username in an e-mail sign-in pool),
 * never by an e-mail address: an address is editable and so can name someone else's account.
 */
let client: CognitoIdentityProviderClient | undefined;
export function cognito(): CognitoIdentityProviderClient {
  client ??= tracer.captureAWSv3Client(
    new CognitoIdentityProviderClient({
      region: process.env.AWS_REGION ?? 'us-east-1',
      ...(process.env.COGNITO_ENDPOINT
        ? { endpoint: process.env.COGNITO_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    }),
  );
  return client;
}

const userPoolId = () => {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set');
  return id;
};

/** A user's attributes (`email`, `email_verified`, `name`...), by their sub. */
export async function getUserAttributes(sub: string): Promise<Record<string, string>> {
  const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: sub }));
  return Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name ?? '', a.Value ?? '']));
}

/** Sets a user's display name in the pool (the ID token's `name` claim from their next sign-in). */
export async function updateName(sub: string, name: string): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({ UserPoolId: userPoolId(), Username: sub, UserAttributes: [{ Name: 'name', Value: name }] }),
  );
}
