import type { MovieRating, Review } from '@shared/api/routes/movies';
import { formatTimestampDate } from '@shared/booking/format';
import { forwardRef, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { useToast } from '../../../components/ui/toast';
import { refusalMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { limitReachedToast } from '../../../lib/earning-limits';
import { createReview, deleteMyReview, updateMyReview, useMyReview, useReviews } from '../api/movies';
import { ReviewForm, type ReviewFormValues } from './review-form';
import { Avatar } from '../../../components/avatar';
import { LoadMoreButton } from '../../../components/load-more-button';
import styles from './reviews-section.module.css';
import { formatNumber } from '../../../lib/format';

function ReviewCard({ review, mine, actions }: { review: Review; mine: boolean; actions?: ReactNode }) {
  return (
    <article className={styles.review} aria-label={`Review by ${review.reviewer.name}`}>
      <header className={styles.reviewHeader}>
        <Avatar photo={review.reviewer.profilePhoto} size={40} />
        <div>
          <strong>{review.reviewer.name}</strong>
          {mine && <span className={styles.you}> (you)</span>}
          <div className={styles.meta}>
            <span className={styles.stars}>★ {review.rating}/10</span> · {formatTimestampDate(review.createdAt)}
          </div>
        </div>
        {actions && <div className={styles.reviewActions}>{actions}</div>}
      </header>
      {review.text && <p className={styles.text}>{review.text}</p>}
    </article>
  );
}

const REVIEW_FAILED = 'Failed to submit review';

interface ReviewsSectionProps {
  movieId: number;
  /**
   * The movie's average rating and review count after the member's write, as its answer counts them: the
   * movie itself may be a minute old at the CDN, so it is not read again.
   */
  onChanged: (movieRating: MovieRating) => unknown;
}

/**
 * The Reviews tab: the caller's form (or their review with Edit and Delete) and everyone's reviews, a page
 * at a time (read once the tab is open).
 */
export const ReviewsSection = forwardRef<HTMLFormElement, ReviewsSectionProps>(function ReviewsSection({ movieId, onChanged }, formRef) {
  const { user, isAuthenticated, openAuthDialog, refreshProfile } = useAuth();
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Submit, Edit, Cancel, Update and Delete each leave the screen with the form or card they sit in:
  // once the member has pressed one, what takes its place takes the focus (Edit, or the form's rating)
  // rather than the focus falling back to the top of the page.
  const [focusWhatAppears, setFocusWhatAppears] = useState(false);
  // The public list names no author's id: the caller's own review is read on its own.
  const myReview = useMyReview(user ? movieId : null);
  const mine = myReview.data?.review ?? undefined;
  const reviews = useReviews(movieId);
  const refresh = (movieRating: MovieRating) => {
    onChanged(movieRating);
    return Promise.all([myReview.mutate(), reviews.mutate()]);
  };

  const pointsNote = (points: number) => (points > 0 ? `You earned ${formatNumber(points)} points!` : undefined);

  const submit = async (values: ReviewFormValues) => {
    setFocusWhatAppears(true);
    try {
      const result = mine ? await updateMyReview(movieId, values) : await createReview(movieId, values);
      const title = mine ? 'Review updated successfully!' : 'Review submitted successfully!';
      // A failed Submit before this one is over: its toast goes rather than stand beside the success.
      toast({ ...(limitReachedToast(result) ?? { title, description: pointsNote(result.pointsAwarded), variant: 'success' }), replaces: [REVIEW_FAILED] });
      if (mine) setEditing(false);
      await Promise.all([refresh(result.movieRating), refreshProfile()]);
    } catch (error) {
      console.error('Review failed', error);
      toast({ title: REVIEW_FAILED, description: refusalMessage(error), variant: 'error' });
    }
  };

  const remove = async () => {
    setDeleting(true);
    try {
      const { movieRating } = await deleteMyReview(movieId);
      toast({ title: 'Review deleted successfully!', variant: 'success' });
      setFocusWhatAppears(true);
      setConfirmDelete(false);
      await refresh(movieRating);
    } catch (error) {
      console.error('Review delete failed', error);
      toast({ title: 'Failed to delete review', variant: 'error' });
    } finally {
      setDeleting(false);
    }
  };

  const others = reviews.items.filter((r) => r.id !== mine?.id);
  const othersList = useRef<HTMLDivElement>(null);

  return (
    <section className={styles.section} aria-label="Reviews">
      {!isAuthenticated ? (
        <div className={styles.login}>
          <p>Please log in to write a review</p>
          <Button onClick={() => openAuthDialog('login')}>Sign In</Button>
        </div>
      ) : mine && !editing ? (
        <ReviewCard
          review={mine}
          mine
          actions={
            <>
              <Button
                size="sm"
                variant="secondary"
                autoFocus={focusWhatAppears}
                onClick={() => {
                  setFocusWhatAppears(true);
                  setEditing(true);
                }}
              >
                Edit
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(true)}>
                Delete
              </Button>
            </>
          }
        />
      ) : (
        <ReviewForm
          key={mine?.id ?? 'new'}
          ref={formRef}
          initial={mine ? { rating: mine.rating, text: mine.text } : undefined}
          submitLabel={mine ? 'Update Review' : 'Submit Review'}
          onSubmit={submit}
          onCancel={mine ? () => setEditing(false) : undefined}
          autoFocus={focusWhatAppears}
        />
      )}

      {others.length > 0 ? (
        <div ref={othersList} className={styles.list}>
          {others.map((review) => (
            <ReviewCard key={review.id} review={review} mine={false} />
          ))}
        </div>
      ) : (
        !mine && reviews.loaded && <EmptyState title="No reviews yet" description="Be the first to share what you thought." />
      )}
      <LoadMoreButton
        label="Show more reviews"
        list={othersList}
        count={others.length}
        hasMore={reviews.hasMore}
        isLoadingMore={reviews.isLoadingMore}
        onLoadMore={reviews.loadMore}
        className={styles.more}
      />

      <Dialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete your review?"
        description="Your review and rating will be removed. Points you already earned stay."
        size="sm"
        footer={
          <>
            <DialogClose asChild>
              <Button variant="ghost">Cancel</Button>
            </DialogClose>
            <Button variant="danger" loading={deleting} onClick={remove}>
              Delete
            </Button>
          </>
        }
      />
    </section>
  );
});
