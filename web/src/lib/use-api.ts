import useSWR, { type KeyedMutator, type SWRConfiguration } from 'swr';
import { ApiError, fetchKey, type ApiKey } from './api-client';

export interface UseApiResult<T> {
  data: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  mutate: KeyedMutator<T>;
}

/** Answers asking again will not change: the resource is gone, or the caller may not read it. */
const isLasting = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

/**
 * A polled read goes on polling through a failed poll. SWR skips an interval's poll while its key holds
 * an error, and the app does not retry errors (app/app.tsx), so one failed poll (a network blip) froze a
 * live host's console until a reload. A failure that may pass is asked again after the interval.
 */
const pollThroughFailures = <Data,>(interval: number): Pick<SWRConfiguration<Data, ApiError>, 'shouldRetryOnError' | 'onErrorRetry'> => ({
  shouldRetryOnError: true,
  onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
    if (!isLasting(error)) setTimeout(() => void revalidate({ retryCount }), interval);
  },
});

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
  const polled = typeof config.refreshInterval === 'number' && config.refreshInterval > 0 ? pollThroughFailures<Data>(config.refreshInterval) : {};
  const { data, error, isLoading, mutate } = useSWR<Data, ApiError>(key, read ?? (fetchKey as (url: ApiKey<T>) => Promise<Data>), { ...config, ...polled });
  // SWR says "loading" on a key's first mount even when SWRConfig's `fallback` already holds its data
  // (home's first render, app/claim-preloads.ts): a page shows what it has rather than a skeleton.
  return { data, error, isLoading: isLoading && data === undefined, mutate };
}
