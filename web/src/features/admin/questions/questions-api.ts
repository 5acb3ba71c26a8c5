import type { AdminQuestion } from '@shared/api/routes/admin-questions';
import { apiKey } from '../../../lib/api-client';
import { useRevalidate } from '../../../lib/revalidate';
import { useApi } from '../../../lib/use-api';
import { useAllPages } from '../lib/use-all-pages';

/** An asset's questions (Asset Survey Management); null skips the request while no asset is chosen. */
export const useAssetQuestions = (assetId: string | null) => useApi(assetId ? apiKey('listAdminAssetQuestions', { params: { id: assetId } }) : null);

/** The Unlinked or Linked tab of Question-Asset Links, every page. */
export const useQuestionLinks = (state: 'unlinked' | 'linked') => useAllPages<AdminQuestion>(apiKey('listQuestionLinks', { query: { state } }));

export const useQuestionLinkCounts = () => useApi(apiKey('getQuestionLinkCounts'));

/** Reloads every question list and counter the back office shows. */
export const useRefreshQuestions = () => useRevalidate('listQuestionLinks', 'getQuestionLinkCounts', 'listAdminAssetQuestions');
