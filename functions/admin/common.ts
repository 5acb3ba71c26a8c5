import { AppError } from '../../shared/errors';
/** Absent ↔ null (the API), '' ↔ absent (a cleared field). */
export const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);
export const blankToUndefined = (value: string | null | undefined) => (value === null || value === undefined || value.trim() === '' ? undefined : value.trim());

export const movieDatabaseUnavailable = () => new AppError(502, 'MOVIE_DATABASE_UNAVAILABLE', 'Failed to fetch movies from TMDB');
