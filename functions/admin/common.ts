import { AppError } from '../../shared/errors';
/** Runs `work` over `items`, at most `concurrency` at a time, results in the items' order. */
export async function inPool<T, R>(items: readonly T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/** Absent ↔ null (the API), '' ↔ absent (a cleared field). */
export const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);
export const blankToUndefined = (value: string | null | undefined) => (value === null || value === undefined || value.trim() === '' ? undefined : value.trim());

export const movieDatabaseUnavailable = () => new AppError(502, 'MOVIE_DATABASE_UNAVAILABLE', 'Failed to fetch movies from TMDB');
