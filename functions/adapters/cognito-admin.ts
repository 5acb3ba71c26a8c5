import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '../../shared/constants';
import { ROLE_GROUPS } from '../../shared/members/roles';
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

/**
 * Creates a user for an e-mail address (an admin adding a member): Cognito generates a temporary
 * password and sends it to the address; the member sets their own at first sign-in. Returns the
 * new user's sub. Throws `UsernameExistsException` when the address has an account.
 */
export async function createUser(email: string, name: string): Promise<string> {
  const { User } = await cognito().send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId(),
      Username: email,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: name },
      ],
      DesiredDeliveryMediums: ['EMAIL'],
    }),
  );
  const sub = User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito created the user without a sub');
  return sub;
}

/** Errors Cognito answers a wrong password with (the emulator says InvalidPasswordException). */
const WRONG_PASSWORD_ERRORS = new Set(['NotAuthorizedException', 'InvalidPasswordException']);

/**
 * Whether `password` is the password of the user `sub` (the caller's own, from their verified
 * token: never a name taken from a request, so it cannot probe other accounts). Cognito checks it
 * (ADMIN_USER_PASSWORD_AUTH, through the app client that allows only this flow: the web app's client
 * does not); the tokens it would issue are dropped.
 */
export async function verifyPassword(sub: string, password: string): Promise<boolean> {
  const clientId = process.env.PASSWORD_CHECK_CLIENT_ID;
  if (!clientId) throw new Error('PASSWORD_CHECK_CLIENT_ID is not set');
  try {
    await cognito().send(
      new AdminInitiateAuthCommand({
        UserPoolId: userPoolId(),
        ClientId: clientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: sub, PASSWORD: password },
      }),
    );
    // A challenge (e.g. a new password required) also means the password was right.
    return true;
  } catch (error) {
    if (WRONG_PASSWORD_ERRORS.has((error as Error).name)) return false;
    throw error;
  }
}

/**
 * Runs a change of a member's sign-in account. A member with a profile and no account (a profile made
 * without one, as the seed's audience is, or an account removed from the pool) has nothing to regroup,
 * disable, enable or sign out: their access is their profile's (docs/access.md), so that is done.
 */
async function onAccount(change: () => Promise<unknown>): Promise<void> {
  try {
    await change();
  } catch (error) {
    if ((error as Error).name !== 'UserNotFoundException') throw error;
  }
}

/**
 * Puts the user in the group of `role` and out of the other role groups (out of both for `user`):
 * the groups their next token claims. Removing from a group the user is not in is no error.
 */
export async function setRoleGroups(sub: string, role: Role): Promise<void> {
  await onAccount(async () => {
    for (const [groupRole, group] of Object.entries(ROLE_GROUPS)) {
      if (groupRole === role) continue;
      await cognito().send(new AdminRemoveUserFromGroupCommand({ UserPoolId: userPoolId(), Username: sub, GroupName: group }));
    }
    if (role !== 'user') await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId: userPoolId(), Username: sub, GroupName: ROLE_GROUPS[role] }));
  });
}

/** Disables (a suspended member cannot sign in) or enables the user. */
export async function setUserEnabled(sub: string, enabled: boolean): Promise<void> {
  const input = { UserPoolId: userPoolId(), Username: sub };
  await onAccount(() => cognito().send(enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input)));
}

/** Signs the user out on every device: their refresh tokens are revoked, so their next token carries what changed. */
export async function signOutEverywhere(sub: string): Promise<void> {
  await onAccount(() => cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: sub })));
}
