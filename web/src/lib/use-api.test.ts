import { describe, expect, it } from 'vitest';
import { apiKey } from './api-client';
import { listOfPage } from './use-api';

const sessions = (query: { venueId?: string; cursor?: string; from?: string }) =>
  apiKey('listAdminSessions', { query: { from: query.from ?? '2030-01-01', to: '2030-01-31', limit: 20, ...query } });

describe('listOfPage', () => {
  it('takes pages of one list, whatever their cursor, for the same list', () => {
    expect(listOfPage(sessions({ venueId: 'v1', cursor: 'c2' }))).toBe(listOfPage(sessions({ venueId: 'v1' })));
    expect(listOfPage(sessions({ venueId: 'v1', cursor: 'c2' }))).toBe(listOfPage(sessions({ venueId: 'v1', cursor: 'c3' })));
  });

  it('takes another filter, or none, for another list', () => {
    expect(listOfPage(sessions({ venueId: 'v2' }))).not.toBe(listOfPage(sessions({ venueId: 'v1' })));
    expect(listOfPage(sessions({}))).not.toBe(listOfPage(sessions({ venueId: 'v1' })));
    expect(listOfPage(sessions({ from: '2030-01-02', cursor: 'c2' }))).not.toBe(listOfPage(sessions({ cursor: 'c2' })));
  });

  it('reads a key without a query as its own list', () => {
    expect(listOfPage(apiKey('listFailedMail'))).toBe(listOfPage(apiKey('listFailedMail', { query: { cursor: 'c2' } })));
  });
});
