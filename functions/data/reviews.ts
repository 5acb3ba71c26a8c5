import { REVIEWS_PAGE_SIZE } from '../../shared/constants';
import { keyCursor, readFromCursor } from './cursor';
import { db } from './service';
import type { ReviewItem } from './entities/review';

/**
 * A movie's reviews, newest first, a page at a time (`byMovieNewest`, docs/data-model.md): one query of
 * `limit` items from a client's cursor (400 unless it is a key of this index), so a film with a hundred
 * thousand reviews reads one page, not its whole partition.
 */
export async function movieReviewsPage(
  movieId: number,
  clientCursor?: string,
  limit = REVIEWS_PAGE_SIZE,
): Promise<{ reviews: ReviewItem[]; nextCursor?: string }> {
  const cursor = keyCursor(clientCursor, 'gsi1');
  const { data, cursor: next } = await readFromCursor(cursor, () =>
    db.entities.review.query.byMovieNewest({ movieId }).go({ order: 'desc', limit, cursor }),
  );
  return { reviews: data, ...(next ? { nextCursor: next } : {}) };
}

/** The name and photo of these reviewers, one batch read (none for no ids; a deleted member is left out). */
export async function reviewersByIds(userIds: Iterable<string>): Promise<Map<string, { name: string; profilePhoto: string }>> {
  const keys = [...new Set(userIds)].map((userId) => ({ userId }));
  if (keys.length === 0) return new Map();
  const { data } = await db.entities.profile.get(keys).go({ attributes: ['userId', 'name', 'profilePhoto'] });
  return new Map(data.map((profile) => [profile.userId, { name: profile.name, profilePhoto: profile.profilePhoto }]));
}
