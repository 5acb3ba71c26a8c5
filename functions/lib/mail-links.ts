import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_PREFERENCES, type MailPreference } from '../../shared/schemas/profile';

const signature = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url');

function linkSecret(): string {
  const secret = process.env.MAIL_LINK_SECRET;
  if (!secret) throw new Error('MAIL_LINK_SECRET is not set: unsubscribe links cannot be signed');
  return secret;
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
