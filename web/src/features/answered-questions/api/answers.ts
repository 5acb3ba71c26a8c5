import type { AnsweredQuestion } from '@shared/api/routes/questions';
import useSWRInfinite from 'swr/infinite';
import { apiKey, fetchKey, type ApiError, type ApiResponse } from '../../../lib/api-client';

type AnswersPage = ApiResponse<'listMyAnswers'>;

/** The member's answered questions, newest first, a page at a time (`nextCursor` reads the next). */
export function useMyAnswers(enabled: boolean) {
  const pages = useSWRInfinite<AnswersPage, ApiError>(
    (index, previous: AnswersPage | null) => {
      if (!enabled) return null;
      if (index === 0) return apiKey('listMyAnswers');
      return previous?.nextCursor ? apiKey('listMyAnswers', { query: { cursor: previous.nextCursor } }) : null;
    },
    (key: string) => fetchKey<AnswersPage>(key),
    // A page already read stays as it is while the next loads (an edit updates it in place).
    { revalidateFirstPage: false },
  );
  const items: AnsweredQuestion[] = pages.data?.flatMap((page) => page.items) ?? [];
  const last = pages.data?.[pages.data.length - 1];
  return {
    ...pages,
    items,
    hasMore: Boolean(last?.nextCursor),
    isLoadingMore: pages.size > (pages.data?.length ?? 0) && pages.data !== undefined,
  };
}
