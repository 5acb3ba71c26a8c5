import { describe, expect, it } from 'vitest';
import { apiKey } from './api-client';
import { keyReads } from './revalidate';

describe('keyReads', () => {
  it('matches a route key whatever its query', () => {
    expect(keyReads(apiKey('listAdminVenues'), ['listAdminVenues'])).toBe(true);
    expect(keyReads(apiKey('listAdminVenues', { query: { limit: 100 } }), ['listAdminVenues'])).toBe(true);
    expect(keyReads(apiKey('listAdminVenues', { query: { limit: 100 } }), ['listAdminScreens'])).toBe(false);
  });

  it('matches a path parameter but not a longer path under it', () => {
    const detail = apiKey('getAdminAsset', { params: { id: 'a/1 b' } });
    expect(keyReads(detail, ['getAdminAsset'])).toBe(true);
    expect(keyReads(apiKey('listAdminAssetQuestions', { params: { id: 'a1' } }), ['getAdminAsset'])).toBe(false);
    expect(keyReads(apiKey('listAdminAssetQuestions', { params: { id: 'a1' } }), ['listAdminAssetQuestions'])).toBe(true);
    expect(keyReads(apiKey('listAdminAssets'), ['getAdminAsset'])).toBe(false);
  });

  it('finds the URL inside a tuple key and ignores keys of other shapes', () => {
    expect(keyReads(['all-pages', apiKey('listAdminSessions', { query: { from: 'a', to: 'b' } })], ['listAdminSessions'])).toBe(true);
    expect(keyReads(['all-pages', apiKey('listAdminSessions', { query: { from: 'a', to: 'b' } })], ['getAdminSession'])).toBe(false);
    expect(keyReads({ url: apiKey('listAdminSessions') }, ['listAdminSessions'])).toBe(false);
    expect(keyReads(null, ['listAdminSessions'])).toBe(false);
  });
});
