import { randomUUID } from 'node:crypto';
import type { Review } from '../../shared/api/routes/movies';
import { limitOutcome, type EarningLimit } from '../../shared/earning-limits';
import { AppError, concurrentUpdate, conflict, insufficientPoints } from '../../shared/errors';
import { hasReviewText, pointsForNewReview, pointsForReviewEdit, type ReviewAward } from '../../shared/reviews';
import { changePoints } from '../data/ledger';
import { movieRatingSummary, ratingTallyWrite } from '../data/movie-ratings';
import { db } from '../data/service';
import { ConditionFailed, transactionEntities, writeTransaction } from '../data/transactions';
import { loadSettings, type PointsRules } from '../data/settings';
import type { Caller } from '../lib/caller';
import { loadOwnProfile } from '../data/profiles';
import { movieReviewsPage, reviewersByIds } from '../data/reviews';
import type { ReviewItem } from '../data/entities/review';

export const ALREADY_REVIEWED = 'You have already reviewed this movie';

/** The ledger subject of everything about one movie: review points are paid once per member per movie. */
export const movieSubject = (movieId: number) => `movie#${movieId}`;

const alreadyReviewed = () => conflict('ALREADY_REVIEWED', ALREADY_REVIEWED);
const reviewNotFound = () => new AppError(404, 'NOT_FOUND', 'Review not found');

/** The caller's review as just written, and the movie's rating counting it (both read consistently). */
async function readBackReview(movieId: number, userId: string) {
  const [{ data }, movieRating] = await Promise.all([db.entities.review.get({ movieId, userId }).go({ consistent: true }), movieRatingSummary(movieId, { consistent: true })]);
  if (!data) throw reviewNotFound();
  return { data, movieRating };
}

function toReview(item: ReviewItem, reviewer: { name: string; profilePhoto: string } | undefined): Review {
  return {
    id: item.reviewId,
    movieId: item.movieId,
    rating: item.rating,
    text: item.text,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt ?? item.createdAt,
    reviewer: reviewer ?? { name: 'Former member', profilePhoto: 'cinema' },
  };
}

const reviewerOf = async (userId: string) => (await reviewersByIds([userId])).get(userId);

/**
 * A page of a movie's reviews, newest first (docs/api.md, "Lists"), each joined with its author's
 * current name and photo: one query for the page, one batch read for that page's authors only.
 */
export async function listReviews(movieId: number, cursor?: string): Promise<{ items: Review[]; nextCursor?: string }> {
  const { reviews, nextCursor } = await movieReviewsPage(movieId, cursor);
  const reviewers = await reviewersByIds(reviews.map((review) => review.userId));
  return { items: reviews.map((item) => toReview(item, reviewers.get(item.userId))), ...(nextCursor ? { nextCursor } : {}) };
}

/** The caller's own review of the movie, or null. */
export async function getMyReview(caller: Caller, movieId: number): Promise<Review | null> {
  const { data } = await db.entities.review.get({ movieId, userId: caller.userId }).go();
  return data ? toReview(data, await reviewerOf(caller.userId)) : null;
}

async function reviewValues() {
  const { points, limits } = await loadSettings();
  return { rating: points.movie_rating, review: points.movie_review, limits };
}

/** The activity a review's points are earned from, with its earning limit. */
function reviewEarning(award: ReviewAward, limits: PointsRules['limits']) {
  const activity = award === 'review' ? ('movie_review' as const) : ('movie_rating' as const);
  return { activity, limit: limits[activity] };
}

async function hasPointsForMovie(userId: string, movieId: number) {
  const { data } = await db.entities.pointsHistory.query.byUserSubject({ userId, subject: movieSubject(movieId) }).go({ limit: 1 });
  return data.length > 0;
}

/**
 * Writes the caller's one review of a movie and pays its points (docs/product-rules.md, "Reviews") in the same
 * transaction as the ledger entry. The review's conditional create is what makes it one per
 * member per movie, also under concurrent requests: the loser gets 409 ALREADY_REVIEWED.
 */
export async function createReview(caller: Caller, movie: { id: number; title: string }, input: { rating: number; text: string }) {
  const profile = await loadOwnProfile(caller);
  const values = await reviewValues();
  const { points, award } = pointsForNewReview({
    hasText: hasReviewText(input.text),
    alreadyRewardedForMovie: await hasPointsForMovie(caller.userId, movie.id),
    values,
  });
  const item = {
    movieId: movie.id,
    userId: caller.userId,
    reviewId: randomUUID(),
    rating: input.rating,
    text: input.text,
    award,
    createdAt: new Date().toISOString(),
  };

  const earning = reviewEarning(award, values.limits);
  let paid = { awarded: 0, limitReached: false };
  if (points > 0) {
    paid = await changePoints(
      {
        userId: caller.userId,
        delta: points,
        reason: `${award === 'review' ? 'Reviewed' : 'Rated'} ${movie.title}`,
        type: 'review',
        subject: movieSubject(movie.id),
        earning,
      },
      {
        onInsufficient: insufficientPoints,
        extraWrites: (entities) => [{ role: 'review', item: entities.review.create(item).commit() }, ratingTallyWrite(movie.id, { rating: input.rating, reviews: 1 })],
        onExtraConditionFailed: alreadyReviewed,
      },
    );
  } else {
    try {
      await writeTransaction([{ role: 'review', item: transactionEntities.review.create(item).commit() }, ratingTallyWrite(movie.id, { rating: input.rating, reviews: 1 })]);
    } catch (error) {
      if (error instanceof ConditionFailed) throw alreadyReviewed();
      throw error;
    }
  }
  const { data, movieRating } = await readBackReview(movie.id, caller.userId);
  return {
    review: toReview(data, { name: profile.name, profilePhoto: profile.profilePhoto }),
    pointsAwarded: paid.awarded,
    movieRating,
    ...limitOutcome(paid.limitReached, earning.limit, new Date()),
  };
}

/** How often an edit or a delete reads the review again when another write changed it in between. */
const MAX_REVIEW_ATTEMPTS = 5;

/** An edit as planned from the review read: its rating and award then, and what it writes. */
interface PlannedEdit {
  ratingRead: number;
  awardRead: ReviewAward;
  update: { rating: number; text: string; award: ReviewAward };
}

/** The edit's write to the movie's rating tally, when it changes the rating. */
const ratingChange = (movieId: number, { ratingRead, update }: PlannedEdit) =>
  update.rating === ratingRead ? [] : [ratingTallyWrite(movieId, { rating: update.rating - ratingRead, reviews: 0 })];

/**
 * Edits the caller's review. Adding text to a rated-only review pays the difference between the
 * review and rating values, once. Every edit is conditioned on the rating and award it read, and moves
 * the movie's rating tally by the rating's change in the same write: an edit that lost a race with
 * another (or with the text bonus) reads the review again, so the tally and the points each count it once.
 */
export async function updateReview(caller: Caller, movie: { id: number; title: string }, input: { rating: number; text: string }) {
  const values = await reviewValues();
  const paid = await saveUnchangedSinceRead(caller.userId, movie, input, values);
  const { data, movieRating } = await readBackReview(movie.id, caller.userId);
  return {
    review: toReview(data, await reviewerOf(caller.userId)),
    pointsAwarded: paid.awarded,
    movieRating,
    ...limitOutcome(paid.limitReached, values.limits.movie_review, new Date()),
  };
}

/** Reads the review and saves the edit on condition that it is unchanged since, again while another write wins (at most MAX_REVIEW_ATTEMPTS times). */
async function saveUnchangedSinceRead(userId: string, movie: { id: number; title: string }, input: { rating: number; text: string }, values: Awaited<ReturnType<typeof reviewValues>>) {
  for (let attempt = 1; ; attempt++) {
    const { data: current } = await db.entities.review.get({ movieId: movie.id, userId }).go({ consistent: true });
    if (!current) throw reviewNotFound();
    const { points, award } = pointsForReviewEdit({ award: current.award, hasText: hasReviewText(input.text), values });
    const edit: PlannedEdit = { ratingRead: current.rating, awardRead: current.award, update: { ...input, award } };
    const outcome = points > 0 ? await payTextBonus(userId, movie, edit, points, values.limits.movie_review) : await saveEdit(movie.id, userId, edit);
    if (outcome.saved) return outcome;
    if (attempt >= MAX_REVIEW_ATTEMPTS) throw concurrentUpdate();
  }
}

/** An edit that pays nothing: saved if the review still has the rating and award read (not if it changed or was deleted). */
async function saveEdit(movieId: number, userId: string, edit: PlannedEdit): Promise<{ saved: boolean; awarded: number; limitReached: boolean }> {
  const { rating, text } = edit.update;
  const review = transactionEntities.review
    .patch({ movieId, userId })
    .set({ rating, text })
    .where((attr, op) => `${op.eq(attr.rating, edit.ratingRead)} AND ${op.eq(attr.award, edit.awardRead)}`)
    .commit();
  try {
    await writeTransaction([{ role: 'review', item: review }, ...ratingChange(movieId, edit)]);
    return { saved: true, awarded: 0, limitReached: false };
  } catch (error) {
    if (error instanceof ConditionFailed) return { saved: false, awarded: 0, limitReached: false };
    throw error;
  }
}

/**
 * Another edit (or a delete) changed the review's award or rating between the read and the write: a
 * signal to read again, never sent (past MAX_REVIEW_ATTEMPTS the caller gets 409 CONCURRENT_UPDATE).
 */
class ReviewChanged extends AppError {
  constructor() {
    super(409, 'CONCURRENT_UPDATE', 'The review changed; please try again.');
  }
}

/**
 * Saves the edit and pays the bonus (what its earning limit leaves of it) in one transaction; not saved
 * when another edit (or a delete) got there first.
 */
async function payTextBonus(
  userId: string,
  movie: { id: number; title: string },
  edit: PlannedEdit,
  points: number,
  limit: EarningLimit | null,
): Promise<{ saved: boolean; awarded: number; limitReached: boolean }> {
  try {
    const { awarded, limitReached } = await changePoints(
      {
        userId,
        delta: points,
        reason: `Added a review of ${movie.title}`,
        type: 'review',
        subject: movieSubject(movie.id),
        earning: { activity: 'movie_review', limit },
      },
      {
        onInsufficient: insufficientPoints,
        extraWrites: (entities) => [
          {
            role: 'review',
            item: entities.review
              .patch({ movieId: movie.id, userId })
              .set(edit.update)
              .where((attr, op) => `${op.eq(attr.award, edit.awardRead)} AND ${op.eq(attr.rating, edit.ratingRead)}`)
              .commit(),
          },
          ...ratingChange(movie.id, edit),
        ],
        onExtraConditionFailed: () => new ReviewChanged(),
      },
    );
    return { saved: true, awarded, limitReached };
  } catch (error) {
    if (error instanceof ReviewChanged) return { saved: false, awarded: 0, limitReached: false };
    throw error;
  }
}

/**
 * Deletes the caller's review, and takes its rating off the movie's tally in the same transaction
 * (conditioned on the rating read: an edit in between makes it read again). Points already earned
 * stay, and a new review of the movie earns none. Answers the movie's rating without it.
 */
export async function deleteReview(caller: Caller, movieId: number) {
  const key = { movieId, userId: caller.userId };
  for (let attempt = 1; ; attempt++) {
    const { data: current } = await db.entities.review.get(key).go({ consistent: true });
    if (!current) throw reviewNotFound();
    try {
      await writeTransaction([
        { role: 'review', item: transactionEntities.review.delete(key).where((attr, op) => op.eq(attr.rating, current.rating)).commit() },
        ratingTallyWrite(movieId, { rating: -current.rating, reviews: -1 }),
      ]);
      return { movieRating: await movieRatingSummary(movieId, { consistent: true }) };
    } catch (error) {
      if (!(error instanceof ConditionFailed)) throw error;
      if (attempt >= MAX_REVIEW_ATTEMPTS) throw concurrentUpdate();
    }
  }
}
