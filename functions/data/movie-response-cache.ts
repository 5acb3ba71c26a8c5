import type { ResponseCache } from '../adapters/movies/cache';
import { db } from './service';

/**
 * The movie database's response cache in the table, shared by every Lambda: an item per key
 * with the `ttl` attribute DynamoDB expires it by. Cache trouble never fails a request; the
 * adapter then simply asks the movie database again.
 */
export function dynamoResponseCache(now: () => number = Date.now): ResponseCache {
  const nowSeconds = () => Math.floor(now() / 1000);
  return {
    async get(key) {
      try {
        const { data } = await db.entities.movieCache.get({ key }).go();
        if (!data || data.ttl <= nowSeconds()) return undefined;
        return JSON.parse(data.value) as unknown;
      } catch {
        return undefined;
      }
    },
    async set(key, value, ttlSeconds) {
      if (!(ttlSeconds > 0)) return;
      try {
        await db.entities.movieCache.put({ key, value: JSON.stringify(value), ttl: nowSeconds() + Math.ceil(ttlSeconds) }).go();
      } catch {
        // An item over DynamoDB's 400 KB or a throttled write: serve uncached.
      }
    },
  };
}
