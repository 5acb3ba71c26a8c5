import { describe, expect, it } from 'vitest';
import { memberSearchTerms, normalizeSearchText, searchPrefix } from './search';

describe('member search terms', () => {
  it('finds a member by the start of any word of the name or of the e-mail, ignoring case and accents', () => {
    expect(memberSearchTerms('  Zoë   Van Dyke ', 'Zoe.VD@Example.com')).toEqual(['zoe van dyke', 'van dyke', 'dyke', 'zoe.vd@example.com']);
    expect(normalizeSearchText('ZOË  v')).toBe('zoe v');
  });

  it('skips terms too short to be searched and duplicates', () => {
    expect(memberSearchTerms('J Smith', 'smith')).toEqual(['j smith', 'smith']);
    expect(searchPrefix('smith')).toBe('sm');
  });
});
