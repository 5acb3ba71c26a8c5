import type { AdminQuestion } from '@shared/api/routes/admin-questions';
import { useSWRConfig } from 'swr';
import { apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { useAllPages } from '../lib/use-all-pages';

/** An asset's questions (Asset Survey Management); null skips the request while no asset is chosen. */
export const useAssetQuestions = (assetId: string | null) => useApi(assetId ? apiKey('listAdminAssetQuestions', { params: { id: assetId } }) : null);

/** The Unlinked or Linked tab of Question-Asset Links, every page. */
export const useQuestionLinks = (state: 'unlinked' | 'linked') => useAllPages<AdminQuestion>(apiKey('listQuestionLinks', { query: { state } }));

export const useQuestionLinkCounts = () => useApi(apiKey('getQuestionLinkCounts'));

/** Reloads every question list and counter the back office shows. */
export function useRefreshQuestions() {
  const { mutate } = useSWRConfig();
  const isQuestionKey = (key: string) => key.startsWith('/api/admin/question-links') || /^\/api\/admin\/assets\/[^/]+\/questions$/.test(key);
  return () => mutate((key) => (typeof key === 'string' && isQuestionKey(key)) || (Array.isArray(key) && typeof key[1] === 'string' && isQuestionKey(key[1])));
}
