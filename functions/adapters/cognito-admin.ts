import {
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
  AliasExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { conflict } from '../../shared/errors';

/**
 * The user pool's admin API. Locally COGNITO_ENDPOINT points at the emulator; deployed,
 * the function's role grants just these actions on its own pool.
 */
let client: CognitoIdentityProviderClient | undefined;
function cognito() {
  client ??= new CognitoIdentityProviderClient({
    region: process.env.AWS_REGION ?? 'us-east-1',
    ...(process.env.COGNITO_ENDPOINT
      ? { endpoint: process.env.COGNITO_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  return client;
}

const userPoolId = () => {
  const id = process.env.USER_POOL_ID;
  if (!id) throw new Error('USER_POOL_ID is not set');
  return id;
};

/** The user's attributes by username (the e-mail works as username in an e-mail sign-in pool). */
export async function getUserAttributes(username: string): Promise<Record<string, string>> {
  const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: username }));
  return Object.fromEntries((user.UserAttributes ?? []).map((a) => [a.Name ?? '', a.Value ?? '']));
}

/** Changes the sign-in e-mail (admin-verified, since the member is already signed in with the old one). */
export async function updateEmail(username: string, email: string): Promise<void> {
  try {
    await cognito().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolId(),
        Username: username,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } catch (error) {
    if (error instanceof AliasExistsException || error instanceof UsernameExistsException) {
      throw conflict('EMAIL_TAKEN', 'An account with this email already exists.');
    }
    throw error;
  }
}

export async function updateName(username: string, name: string): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({ UserPoolId: userPoolId(), Username: username, UserAttributes: [{ Name: 'name', Value: name }] }),
  );
}
