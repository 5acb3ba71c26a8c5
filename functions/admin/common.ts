import type { EntityItem } from 'electrodb';
import { AppError } from '../../shared/errors';
import type { AssetEntity } from '../data/entities/asset';
import type { FeaturedScreeningEntity } from '../data/entities/featured-screening';
import type { MovieEntity } from '../data/entities/movie';
import type { ScreenEntity } from '../data/entities/screen';
import type { ScreenSeatEntity } from '../data/entities/screen-seat';
import type { SeatCategoryEntity } from '../data/entities/seat-category';
import type { SeatMapEntity } from '../data/entities/seat-map';
import type { SessionEntity } from '../data/entities/session';
import type { VenueEntity } from '../data/entities/venue';

export type VenueItem = EntityItem<typeof VenueEntity>;
export type ScreenItem = EntityItem<typeof ScreenEntity>;
export type ScreenSeatItem = EntityItem<typeof ScreenSeatEntity>;
export type SeatMapItem = EntityItem<typeof SeatMapEntity>;
export type SeatCategoryItem = EntityItem<typeof SeatCategoryEntity>;
export type SessionItem = EntityItem<typeof SessionEntity>;
export type AssetItem = EntityItem<typeof AssetEntity>;
export type MovieItem = EntityItem<typeof MovieEntity>;
export type FeaturedItem = EntityItem<typeof FeaturedScreeningEntity>;

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
