import { describe, expect, it } from 'vitest';
import { ADMIN_PANEL_COLLAPSED_KEY, AMPLIFY_KEY_PREFIX, LAST_PROFILE_KEY, SESSION_MARK_SCRIPT } from './session-mark';

const SESSION_KEY = `${AMPLIFY_KEY_PREFIX}client-id.LastAuthUser`;

/** Runs the inline script against a stand-in for the page's storage and `<html>`; returns the attributes it set. */
function markWith(storage: Record<string, string> | 'no access'): Record<string, string> {
  const attributes: Record<string, string> = {};
  const keys = storage === 'no access' ? [] : Object.keys(storage);
  const localStorage = {
    get length() {
      if (storage === 'no access') throw new Error('SecurityError');
      return keys.length;
    },
    key: (index: number) => keys[index] ?? null,
    getItem: (key: string) => (storage === 'no access' ? null : storage[key] ?? null),
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  new Function('localStorage', 'document', SESSION_MARK_SCRIPT)(localStorage, document);
  return attributes;
}

const lastProfile = (role: string) => JSON.stringify({ id: 'user-1', name: 'Someone', role });

describe('the session mark script', () => {
  it('marks a member when Amplify has stored anything under its prefix', () => {
    expect(markWith({ 'cinema.splashShown': '1', [SESSION_KEY]: 'user-1' })).toEqual({ 'data-session': 'member' });
    expect(markWith({ [SESSION_KEY]: 'user-1', [LAST_PROFILE_KEY]: lastProfile('user') })).toEqual({ 'data-session': 'member' });
  });

  it('leaves a guest unmarked: no key, only other keys, or no storage access', () => {
    expect(markWith({})).toEqual({});
    expect(markWith({ 'cinema.splashShown': '1', [LAST_PROFILE_KEY]: lastProfile('admin'), [`x${AMPLIFY_KEY_PREFIX}`]: '' })).toEqual({});
    expect(markWith('no access')).toEqual({});
  });

  it("marks the Admin Panel's place, as last opened or closed, and whose it is, when the last profile was staff's or an admin's", () => {
    for (const role of ['staff', 'admin']) {
      const session = { [SESSION_KEY]: 'user-1', [LAST_PROFILE_KEY]: lastProfile(role) };
      const panel = { 'data-session': 'member', 'data-admin-panel-role': role };
      expect(markWith(session)).toEqual({ ...panel, 'data-admin-panel': 'auto' });
      expect(markWith({ ...session, [ADMIN_PANEL_COLLAPSED_KEY]: 'true' })).toEqual({ ...panel, 'data-admin-panel': 'collapsed' });
      expect(markWith({ ...session, [ADMIN_PANEL_COLLAPSED_KEY]: 'false' })).toEqual({ ...panel, 'data-admin-panel': 'expanded' });
    }
  });

  it('keeps the session mark alone when the last profile cannot be read', () => {
    expect(markWith({ [SESSION_KEY]: 'user-1', [LAST_PROFILE_KEY]: '{not json' })).toEqual({ 'data-session': 'member' });
  });
});
