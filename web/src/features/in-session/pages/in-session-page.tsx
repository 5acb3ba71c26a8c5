import { formatShortDate, formatTime } from '@shared/booking/format';
import type { SessionSummary } from '@shared/api/routes/booking';
import type { FlashCardSession } from '@shared/api/routes/questions';
import { Link, useSearchParams } from 'react-router-dom';
import { QuestionIcon } from '../../../components/icons';
import { ShowCancelled } from '../../../components/show-cancelled';
import { EmptyState } from '../../../components/ui/empty-state';
import { CHECK_CONNECTION, LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { markAnswered, useFlashCards } from '../../../lib/questions';
import { useSession } from '../../../lib/sessions';
import { laterCount, unansweredCount } from '../api/flash-cards';
import { FlashCardDeck } from '../components/flash-card-deck';
import styles from '../components/flash-cards.module.css';

const when = (session: FlashCardSession['session']) => `${formatShortDate(session.date)} · ${formatTime(session.time)}`;

function DeckSkeleton() {
  return (
    <div className={styles.deck} aria-busy="true" aria-label="Loading questions">
      <Skeleton height="12px" radius="var(--radius-full)" />
      <Skeleton height="1.5rem" width="40%" />
      <div className={`card ${styles.skeletonCard}`}>
        <Skeleton height="1.25rem" width="70%" />
        <Skeleton height="44px" />
        <Skeleton height="44px" />
        <Skeleton height="44px" />
        <Skeleton height="44px" />
      </div>
    </div>
  );
}

/** The member's sessions in the Q&A window, when there are several: each with what is left to answer. */
function SessionChooser({ sessions, selectedId }: { sessions: FlashCardSession[]; selectedId: string }) {
  return (
    <nav aria-label="Your sessions" className={styles.chooser}>
      <ul>
        {sessions.map((item) => {
          const open = unansweredCount(item);
          const selected = item.session.id === selectedId;
          return (
            <li key={item.session.id}>
              <Link
                to={`/in-session?session=${encodeURIComponent(item.session.id)}`}
                replace
                className={styles.sessionLink}
                aria-current={selected ? 'page' : undefined}
              >
                <strong>{item.session.movieTitle}</strong>
                <span className={styles.muted}>{when(item.session)}</span>
                <span className={styles.count}>{open > 0 ? `${open} to answer` : laterCount(item) > 0 ? 'More when the show starts' : 'All answered'}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * Why the session of `?session=` (a link kept from before) has no cards: the show was cancelled, there
 * is no such session, or its questions are not open (none yet, or past their 48 hours).
 */
function NoCardsNotice({ session, error }: { session: SessionSummary | undefined; error: unknown }) {
  const missing = error instanceof ApiError && error.status === 404;
  if (!missing && session?.status !== 'cancelled') {
    return (
      <p className={styles.notice} role="status">
        That session has no questions open. Questions stay open until 48 hours after a session you booked starts.
      </p>
    );
  }
  return (
    <div className={styles.notice}>
      {missing ? <p role="status">Session not found</p> : <ShowCancelled />}
      <Link to="/my-tickets">My Tickets</Link>
    </div>
  );
}

/** /in-session: the flash cards of the member's booked sessions (`?session=` picks one). */
export default function InSessionPage() {
  const { isAuthenticated, refreshProfile } = useAuth();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('session');
  const { data, error, isLoading, mutate } = useFlashCards(isAuthenticated);
  const match = data?.items.find((item) => item.session.id === requested);
  // A session with no cards is read on its own, to say why.
  const unmatched = requested && data && !match ? requested : null;
  const { data: unmatchedSession, error: unmatchedError, isLoading: unmatchedLoading } = useSession(unmatched);

  useErrorToast(error, 'Error', 'Failed to load questions');

  const answered = async (sessionId: string, questionId: string, optionId: string | null) => {
    // A duplicate (answered elsewhere) reloads the cards; a new answer is stored at once, then confirmed.
    if (optionId === null) {
      await mutate();
    } else {
      await mutate(
        (current) =>
          current && {
            items: current.items.map((item) =>
              item.session.id === sessionId ? { ...item, pre: markAnswered(item.pre, questionId, optionId), post: markAnswered(item.post, questionId, optionId) } : item,
            ),
          },
        { revalidate: false },
      );
    }
    // The header's balance moves at once.
    void refreshProfile();
  };

  const notice = unmatched && <NoCardsNotice session={unmatchedSession} error={unmatchedError} />;
  let body;
  if (!isAuthenticated) {
    body = <EmptyState title="Please log in to access Q&A." />;
  } else if (isLoading || unmatchedLoading) {
    body = <DeckSkeleton />;
  } else if (!data) {
    body = <LoadError title="Failed to load questions" description={CHECK_CONNECTION} onRetry={() => void mutate()} />;
  } else if (data.items.length === 0) {
    body = (
      <>
        {notice}
        <EmptyState
          icon={<QuestionIcon size={40} />}
          title="No sessions with questions right now"
          description="Book a session to answer its questions: they open with your booking and stay open until 48 hours after the session starts."
          action={
            <Link to="/shows" className={styles.primaryLink}>
              Browse Shows
            </Link>
          }
        />
      </>
    );
  } else {
    const sessions = data.items;
    const selected = match ?? sessions.find((item) => unansweredCount(item) > 0) ?? sessions[0];
    body = (
      <>
        {notice}
        {sessions.length > 1 && <SessionChooser sessions={sessions} selectedId={selected.session.id} />}
        <section aria-labelledby="session-heading" className={styles.session}>
          <header className={styles.sessionHeader}>
            <h2 id="session-heading" className={styles.movie}>
              {selected.session.movieTitle}
            </h2>
            <p className={styles.muted}>{when(selected.session)}</p>
          </header>
          <FlashCardDeck key={selected.session.id} session={selected} onAnswered={(questionId, optionId) => answered(selected.session.id, questionId, optionId)} />
        </section>
      </>
    );
  }

  return (
    <main className="page">
      <div className={styles.titleRow}>
        <h1 className="page-title">Session Q&amp;A</h1>
        {isAuthenticated && <Link to="/answered-questions">Answered Questions</Link>}
      </div>
      {body}
    </main>
  );
}
