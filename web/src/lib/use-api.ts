import useSWR, { type KeyedMutator, type SWRConfiguration } from 'swr';
import { fetchKey, type ApiError, type ApiKey } from './api-client';

export interface UseApiResult<T> {
  data: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  mutate: KeyedMutator<T>;
}

/**
 * SWR over a GET route: the key is `apiKey(...)` (the route's URL, so `mutate(apiKey(...))` elsewhere
 * refreshes it) and the data has the route's response type; `null` skips the request (e.g. while signed out).
 */
export function useApi<T, Data = T>(
  key: ApiKey<T> | null,
  options?: Pick<SWRConfiguration<Data, ApiError>, 'refreshInterval' | 'keepPreviousData'> & {
    /** Reads the key instead of `fetchKey`, when a page needs more than the reply's body (e.g. its round trip). */
    read?: (key: ApiKey<T>) => Promise<Data>;
  },
): UseApiResult<Data> {
  const { read, ...config } = options ?? {};
  const { data, error, isLoading, mutate } = useSWR<Data, ApiError>(key, read ?? (fetchKey as (url: ApiKey<T>) => Promise<Data>), config);
  // SWR says "loading" on a key's first mount even when SWRConfig's `fallback` already holds its data
  // (home's first render, app/claim-preloads.ts): a page shows what it has rather than a skeleton.
  return { data, error, isLoading: isLoading && data === undefined, mutate };
}
