import { Logger } from '@aws-lambda-powertools/logger';
import { AdminLinkProviderForUserCommand, ListUsersCommand, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import type { PreSignUpTriggerHandler } from 'aws-lambda';
import { cognito } from '../adapters/cognito-admin';

const logger = new Logger({ serviceName: 'cinema-pre-sign-up' });

/** Cognito names a federated user `<provider>_<id>`, the provider in lower case ("google_1234"). */
const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  facebook: 'Facebook',
  loginwithamazon: 'LoginWithAmazon',
  signinwithapple: 'SignInWithApple',
};

export function federatedIdentity(userName: string): { providerName: string; providerUserId: string } | null {
  const separator = userName.indexOf('_');
  if (separator <= 0 || separator === userName.length - 1) return null;
  const prefix = userName.slice(0, separator);
  return { providerName: PROVIDER_NAMES[prefix.toLowerCase()] ?? prefix, providerUserId: userName.slice(separator + 1) };
}

const attribute = (user: UserType, name: string) => user.Attributes?.find((a) => a.Name === name)?.Value;

/**
 * Only a confirmed, e-mail-verified password account may receive the link: otherwise whoever registered
 * someone else's address without verifying it would inherit that person's Google sign-in.
 */
const isVerifiedPasswordUser = (user: UserType) =>
  user.UserStatus !== 'EXTERNAL_PROVIDER' && user.Enabled !== false && attribute(user, 'email_verified') === 'true';

/** The username of the account a federated sign-in with this e-mail joins, or null for a new account. */
export const linkTarget = (users: UserType[]): string | null => users.find(isVerifiedPasswordUser)?.Username ?? null;

const filterValue = (value: string) => value.replace(/["\\]/g, '\\$&');

/**
 * Cognito pre-sign-up trigger. A first Google sign-in whose e-mail already belongs to a member is linked
 * to that member's account (AdminLinkProviderForUser), so they keep one profile, one balance and one
 * `sub`, instead of getting a second, empty account. Every other sign-up goes through unchanged.
 */
export const handler: PreSignUpTriggerHandler = async (event) => {
  if (event.triggerSource !== 'PreSignUp_ExternalProvider') return event;
  const { email, email_verified: emailVerified } = event.request.userAttributes;
  const identity = federatedIdentity(event.userName);
  if (!email || emailVerified !== 'true' || !identity) return event;

  const { Users = [] } = await cognito().send(
    new ListUsersCommand({ UserPoolId: event.userPoolId, Filter: `email = "${filterValue(email)}"` }),
  );
  const username = linkTarget(Users);
  if (!username) return event;

  await cognito().send(
    new AdminLinkProviderForUserCommand({
      UserPoolId: event.userPoolId,
      DestinationUser: { ProviderName: 'Cognito', ProviderAttributeValue: username },
      SourceUser: {
        ProviderName: identity.providerName,
        ProviderAttributeName: 'Cognito_Subject',
        ProviderAttributeValue: identity.providerUserId,
      },
    }),
  );
  logger.info('Linked a federated sign-in to the existing account', { provider: identity.providerName, username });
  return event;
};
