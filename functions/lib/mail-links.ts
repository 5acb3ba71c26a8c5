import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_PREFERENCES, type MailPreference } from '../../shared/schemas/profile';

const signature = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url');

function linkSecret(): string {
  const secret = process.env.MAIL_LINK_SECRET;
  if (!secret) throw new Error('MAIL_LINK_SECRET is not set: unsubscribe links cannot be signed');
  return secret;
}

let loading: Promise<void> | undefined;

/**
 * Makes the link secret available before links are signed or read. Locally it is the MAIL_LINK_SECRET
 * variable; deployed it lives in Secrets Manager (MAIL_LINK_SECRET_NAME, set by the CDK stack), read
 * once per Lambda. A failed read is retried by the next call rather than remembered.
 */
export function loadMailLinkSecret(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (env.MAIL_LINK_SECRET || !env.MAIL_LINK_SECRET_NAME) return Promise.resolve();
  loading ??= new SecretsManagerClient({})
    .send(new GetSecretValueCommand({ SecretId: env.MAIL_LINK_SECRET_NAME }))
    .then((secret) => {
      if (!secret.SecretString) throw new Error('The mail link secret is empty');
      env.MAIL_LINK_SECRET = secret.SecretString;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * The unsubscribe token of a member and one preference: `<member>.<preference>.<HMAC>`. It names
 * what it turns off and needs no sign-in; it cannot be forged for another member or preference.
 * It never expires: an old mail's link still works, and all it can do is turn mail off.
 */
export function unsubscribeToken(memberId: string, preference: MailPreference, secret = linkSecret()): string {
  const body = `${Buffer.from(memberId).toString('base64url')}.${preference}`;
  return `${body}.${signature(body, secret)}`;
}

/** The member and preference a token names, or null for a token that is malformed or not ours. */
export function readUnsubscribeToken(token: string, secret = linkSecret()): { memberId: string; preference: MailPreference } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [member, preference, given] = parts;
  const expected = Buffer.from(signature(`${member}.${preference}`, secret));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  if (!(MAIL_PREFERENCES as readonly string[]).includes(preference)) return null;
  return { memberId: Buffer.from(member, 'base64url').toString(), preference: preference as MailPreference };
}
