import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './mail-links';

describe('unsubscribe tokens', () => {
  const secret = 'test-secret';

  it('name the member and the preference they were made for', () => {
    const token = unsubscribeToken('member-1', 'sessionReminders', secret);
    expect(readUnsubscribeToken(token, secret)).toEqual({ memberId: 'member-1', preference: 'sessionReminders' });
  });

  it('refuse a token changed to name another preference or member, or signed with another secret', () => {
    const token = unsubscribeToken('member-1', 'sessionReminders', secret);
    const [member, , sig] = token.split('.');
    expect(readUnsubscribeToken(`${member}.emailNotifications.${sig}`, secret)).toBeNull();
    expect(readUnsubscribeToken(`${Buffer.from('member-2').toString('base64url')}.sessionReminders.${sig}`, secret)).toBeNull();
    expect(readUnsubscribeToken(token, 'another-secret')).toBeNull();
    expect(readUnsubscribeToken('not-a-token', secret)).toBeNull();
  });
});
