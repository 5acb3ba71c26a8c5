import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';
import { fetchKey, type ApiError, type ApiKey } from './api-client';

interface ApiPage {
  items: unknown[];
  nextCursor?: string;
}

/**
 * A list route one page at a time (docs/api.md, "Lists"): `pageKey()` is the route's `apiKey` of its first
 * page, `pageKey(cursor)` of the page after; `null` skips the list. `mutate()` reads every loaded page again
 * (`mutate(pages => ..., { revalidate: false })` changes them in place); `config` is SWR's.
 */
export function useApiPages<Page extends ApiPage>(pageKey: ((cursor?: string) => ApiKey<Page>) | null, config?: SWRInfiniteConfiguration<Page, ApiError>) {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<Page, ApiError>(
    (index, previous: Page | null) => {
      if (!pageKey) return null;
      if (index === 0) return pageKey();
      return previous?.nextCursor ? pageKey(previous.nextCursor) : null;
    },
    (key: ApiKey<Page>) => fetchKey(key),
    config,
  );
  const items: Page['items'][number][] = data?.flatMap((page) => page.items) ?? [];
  const hasMore = Boolean(data?.[data.length - 1]?.nextCursor);
  const isLoadingMore = isValidating && data !== undefined && size > data.length;
  return { items, loaded: data !== undefined, error, isLoading, hasMore, isLoadingMore, loadMore: () => setSize(size + 1), mutate };
}
