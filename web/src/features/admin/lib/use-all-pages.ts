import useSWR from 'swr';
import { ApiError, fetchKey, type ApiKey } from '../../../lib/api-client';

interface Page<T> {
  items: T[];
  nextCursor?: string;
}

/** Admin lists are small; at most this many pages of 100 are read into one table (paged on screen). */
const MAX_PAGES = 20;

/** Reads a cursor-paged admin list to its end, from the first page's URL on. */
async function fetchAllPages<T>(key: ApiKey<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let url: string = key;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await fetchKey<Page<T>>(url as ApiKey<Page<T>>);
    items.push(...result.items);
    if (!result.nextCursor) break;
    url = `${key}${key.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(result.nextCursor)}`;
  }
  return items;
}

/** SWR over every page of an admin list, keyed `['all-pages', firstPageUrl]` (`useRevalidate` finds it by its route). */
export function useAllPages<T>(key: ApiKey<Page<T>> | null) {
  const { data, error, isLoading, mutate } = useSWR<T[], ApiError>(key ? ['all-pages', key] : null, ([, url]: [string, ApiKey<Page<T>>]) =>
    fetchAllPages<T>(url),
  );
  return { data, error, isLoading, mutate };
}
