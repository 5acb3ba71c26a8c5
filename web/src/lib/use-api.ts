import { useState } from 'react';
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
 * The list a page of a cursor-paged route belongs to (docs/api.md, "Lists"): its key without `cursor`.
 * Two keys of the same list differ in their cursor only; any other query (a venue, dates, a search) is another list.
 */
export function listOfPage(key: string): string {
  const [path, query] = key.split('?', 2);
  const params = new URLSearchParams(query);
  params.delete('cursor');
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * What a paged table shows: the key's answer, or while it loads, the last answer of the same list (the
 * page before or after: the table keeps its height and its pager stays under the pointer). Another
 * list has no answer until its own arrives: rows of the previous filters under the new ones would
 * read as the new list's, and their buttons would act on them.
 */
function useLastPageOfList<Data>(list: string | null, data: Data | undefined): Data | undefined {
  const [last, setLast] = useState<{ list: string; data: Data } | null>(null);
  if (list !== null && data !== undefined && (last?.list !== list || last.data !== data)) setLast({ list, data });
  if (data !== undefined || list === null) return data;
  return last?.list === list ? last.data : undefined;
}

/**
 * SWR over a GET route: the key is `apiKey(...)` (the route's URL, so `mutate(apiKey(...))` elsewhere
 * refreshes it) and the data has the route's response type; `null` skips the request (e.g. while signed out).
 */
export function useApi<T, Data = T>(
  key: ApiKey<T> | null,
  options?: Pick<SWRConfiguration<Data, ApiError>, 'refreshInterval'> & {
    /** Reads the key instead of `fetchKey`, when a page needs more than the reply's body (e.g. its round trip). */
    read?: (key: ApiKey<T>) => Promise<Data>;
    /** A page of a cursor-paged list: the page on screen stays while the next page of the same list loads, not while another list does. */
    keepPreviousPage?: boolean;
  },
): UseApiResult<Data> {
  const { read, keepPreviousPage = false, ...config } = options ?? {};
  const polled = typeof config.refreshInterval === 'number' && config.refreshInterval > 0 ? pollThroughFailures<Data>(config.refreshInterval) : {};
  const swr = useSWR<Data, ApiError>(key, read ?? (fetchKey as (url: ApiKey<T>) => Promise<Data>), { ...config, ...polled });
  const data = useLastPageOfList(keepPreviousPage && key !== null ? listOfPage(key) : null, swr.data);
  // SWR says "loading" on a key's first mount even when SWRConfig's `fallback` already holds its data
  // (home's first render, app/claim-preloads.ts): a page shows what it has rather than a skeleton.
  return { data, error: swr.error, isLoading: swr.isLoading && data === undefined, mutate: swr.mutate };
}
