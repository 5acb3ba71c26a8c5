import { describe, expect, it } from 'vitest';
import { AMPLIFY_KEY_PREFIX, SESSION_MARK_SCRIPT } from './session-mark';

/** Runs the inline script against a stand-in for the page's storage and `<html>`; returns the attributes it set. */
function markWith(storageKeys: string[] | 'no access'): Record<string, string> {
  const attributes: Record<string, string> = {};
  const localStorage = {
    get length() {
      if (storageKeys === 'no access') throw new Error('SecurityError');
      return storageKeys.length;
    },
    key: (index: number) => (storageKeys === 'no access' ? null : storageKeys[index] ?? null),
  };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  new Function('localStorage', 'document', SESSION_MARK_SCRIPT)(localStorage, document);
  return attributes;
}

describe('the session mark script', () => {
  it('marks a member when Amplify has stored anything under its prefix', () => {
    expect(markWith(['cinema.splashShown', `${AMPLIFY_KEY_PREFIX}client-id.LastAuthUser`])).toEqual({ 'data-session': 'member' });
  });

  it('leaves a guest unmarked: no key, only other keys, or no storage access', () => {
    expect(markWith([])).toEqual({});
    expect(markWith(['cinema.splashShown', 'cinema.lastProfile', `x${AMPLIFY_KEY_PREFIX}`])).toEqual({});
    expect(markWith('no access')).toEqual({});
  });
});
