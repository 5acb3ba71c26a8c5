/**
 * A small key/value cache for movie-database responses. Production stores entries in
 * the DynamoDB table with a TTL attribute; tests and the local stack use memoryCache().
 *
 * Values are plain JSON data (the mapped domain objects, never Response objects), and
 * `null` is a legitimate value (a cached "not found"); a miss is `undefined`.
 */
export interface ResponseCache {
  get(key: string): Promise<unknown | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
}

export interface MemoryCacheOptions {
  /** Clock in milliseconds, injectable for tests. */
  now?: () => number;
  /** Oldest entries are evicted beyond this many (keeps a long-lived process bounded). */
  maxEntries?: number;
}

export interface MemoryCache extends ResponseCache {
  readonly size: number;
  clear(): void;
}

/** An in-process cache with per-entry expiry. Copies values in and out, like a real store would. */
export function memoryCache(options: MemoryCacheOptions = {}): MemoryCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 5000;
  const entries = new Map<string, { value: unknown; expiresAt: number }>();

  return {
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return structuredClone(entry.value);
    },
    async set(key, value, ttlSeconds) {
      if (!(ttlSeconds > 0)) return;
      entries.delete(key); // re-insert so Map order stays oldest-first
      entries.set(key, { value: structuredClone(value), expiresAt: now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}
