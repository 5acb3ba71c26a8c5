import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useAuth } from './auth';

function NeedsAuth() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('refuses to run outside its provider', () => {
    expect(() => renderToString(<NeedsAuth />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
