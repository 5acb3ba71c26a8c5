import { operations } from '@shared/api/operations';
import { useSWRConfig } from 'swr';
import type { ApiReadId } from './api-client';

const patterns = new Map<ApiReadId, RegExp>();

/** The URLs of a GET route, whatever its path parameters and query: its path template as a pattern. */
function urlPattern(id: ApiReadId): RegExp {
  let pattern = patterns.get(id);
  if (!pattern) {
    const path = operations[id].path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/?]+');
    pattern = new RegExp(`^${path}(?:\\?|$)`);
    patterns.set(id, pattern);
  }
  return pattern;
}

/**
 * Whether an SWR key reads one of these routes: a key made by `apiKey` (the route's URL), or a
 * tuple that holds one (e.g. `useAllPages`'s `['all-pages', url]`).
 */
export function keyReads(key: unknown, ids: readonly ApiReadId[]): boolean {
  const urls = typeof key === 'string' ? [key] : Array.isArray(key) ? key.filter((part): part is string => typeof part === 'string') : [];
  return urls.some((url) => ids.some((id) => urlPattern(id).test(url)));
}

/**
 * After a write: reloads every cached read of the routes it changed (any params, any query), named by
 * their operation ids, e.g. `useRevalidate('listAdminSessions', 'getAdminSession')`.
 */
export function useRevalidate(...ids: ApiReadId[]): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => keyReads(key, ids));
}
