import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeReturnPath('/my-tickets')).toBe('/my-tickets');
    expect(safeReturnPath('/shows?movie=Saltwater%20Protocol&session=abc#seats')).toBe('/shows?movie=Saltwater%20Protocol&session=abc#seats');
  });

  it.each([
    ['another site', 'https://evil.example/my-tickets'],
    ['a protocol-relative link', '//evil.example'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a tab the URL parser drops', '/\t/evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'my-tickets'],
    ['nothing', ''],
  ])('refuses %s', (_, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});
