import useSWR from 'swr';
import { ApiError, fetchKey, type ApiKey } from '../../../lib/api-client';

interface Page<T> {
  items: T[];
  nextCursor?: string;
}

/**
 * Reads a cursor-paged admin list to its end, from the first page's URL on. To the end: a table that
 * stopped part way would count, select and bulk-delete only what it read while its tab's counter said
 * more (a chain's 1,738 linked questions showed as "of 1000"). A list that grows without bound (a
 * chain's sessions) is paged on the server instead (`CursorPager`).
 */
async function fetchAllPages<T>(key: ApiKey<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let url: string = key;
  for (;;) {
    const result = await fetchKey<Page<T>>(url as ApiKey<Page<T>>);
    items.push(...result.items);
    if (!result.nextCursor) return items;
    url = `${key}${key.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(result.nextCursor)}`;
  }
}

/** SWR over every page of an admin list, keyed `['all-pages', firstPageUrl]` (`useRevalidate` finds it by its route). */
export function useAllPages<T>(key: ApiKey<Page<T>> | null) {
  const { data, error, isLoading, mutate } = useSWR<T[], ApiError>(key ? ['all-pages', key] : null, ([, url]: [string, ApiKey<Page<T>>]) =>
    fetchAllPages<T>(url),
  );
  return { data, error, isLoading, mutate };
}
