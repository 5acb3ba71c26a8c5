import useSWR, { type KeyedMutator } from 'swr';
import { apiFetch, type ApiError } from './api-client';

export interface UseApiResult<T> {
  data: T | undefined;
  error: ApiError | undefined;
  isLoading: boolean;
  mutate: KeyedMutator<T>;
}

/** SWR over apiFetch; the key is the path, and `null` skips the request (e.g. while signed out). */
export function useApi<T>(path: string | null): UseApiResult<T> {
  const { data, error, isLoading, mutate } = useSWR<T, ApiError>(path, (key: string) => apiFetch<T>(key));
  return { data, error, isLoading, mutate };
}
