import type { AnswerResult, MemberQuestion } from '@shared/api/routes/questions';
import { useEffect } from 'react';
import { QuestionCard } from '../../../components/qa/question-card';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { CHECK_CONNECTION, LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { useAuth } from '../../../lib/auth';
import { limitReachedToast } from '../../../lib/earning-limits';
import { ApiError } from '../../../lib/api-client';
import { ANSWER_FAILED, answerFailure, isAlreadyAnswered, isGenerationLimit, isSignedOut, markAnswered, pointsLabel, submitAnswer } from '../../../lib/questions';
import { useMovieQuestionCount, useMovieQuestions } from '../api/movies';
import styles from './movie-qa.module.css';
import { formatNumber, formatSignedNumber } from '../../../lib/format';

/**
 * The movie's Q&A for the tab and its count: a member reads the questions (their count is the
 * tab's), a guest only how many there are (GET /api/movies/{id}/question-count).
 */
export function useMovieQa(movieId: number | null) {
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const questions = useMovieQuestions(isAuthenticated ? movieId : null);
  const guestCount = useMovieQuestionCount(!authLoading && !isAuthenticated ? movieId : null);
  const count = isAuthenticated ? questions.data?.items.length : guestCount.data?.count;
  return { questions, count };
}

export type MovieQaState = ReturnType<typeof useMovieQa>;

/** What a guest is told beside the sign-in: how many questions wait for them, or that signing in makes them. */
const guestInvitation = (count: number) =>
  count === 0
    ? 'No questions yet: sign in and they are made for you, then answer them to earn points.'
    : `${formatNumber(count)} ${count === 1 ? 'question waits' : 'questions wait'} for you. Sign in to answer and earn points.`;

/** A movie the app does not list gets no questions (404). */
const isNotListed = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The toast of a movie Q&A answer (docs/product-rules.md, "Questions and answers"): "Correct!", "Not quite" or "Thank you!" for a survey. */
function answerToast(question: MemberQuestion, result: AnswerResult) {
  const limited = limitReachedToast(result);
  if (limited) return limited;
  const earned = result.pointsAwarded > 0 ? `${formatSignedNumber(result.pointsAwarded)} points` : undefined;
  if (result.correct === null) return { title: 'Thank you!', description: earned, variant: 'success' as const };
  if (result.correct) return { title: 'Correct!', description: earned, variant: 'success' as const };
  const right = question.options.find((option) => option.id === result.correctOptionId);
  return { title: 'Not quite', description: right ? `The right answer was: ${right.text}` : undefined };
}

function QaSkeleton() {
  return (
    <div className={styles.list} aria-busy="true" aria-label="Loading questions">
      {[0, 1].map((i) => (
        <div key={i} className={styles.skeletonCard}>
          <Skeleton height="1.25rem" width="60%" />
          <Skeleton height="44px" />
          <Skeleton height="44px" />
          <Skeleton height="44px" />
        </div>
      ))}
    </div>
  );
}

/** The movie detail's Q&A tab: the questions with their options; answered ones show the member's choice and the right option. */
export function MovieQa({ state }: { state: MovieQaState }) {
  const { isAuthenticated, isLoading: authLoading, openAuthDialog, refreshProfile } = useAuth();
  const { toast } = useToast();
  const { data, error, isLoading, mutate } = state.questions;

  // A refusal the tab explains itself is no load failure.
  const refusal = isGenerationLimit(error) || isNotListed(error) ? (error as ApiError) : null;
  useEffect(() => {
    if (error && !refusal) toast({ title: 'Error', description: 'Failed to load questions', variant: 'error' });
  }, [error, refusal, toast]);

  if (authLoading) return <QaSkeleton />;
  if (!isAuthenticated) {
    return (
      <div className={styles.login}>
        <div className={styles.invitation}>
          <p>Please log in to participate in Q&amp;A</p>
          {state.count !== undefined && <p className={styles.summary}>{guestInvitation(state.count)}</p>}
        </div>
        <Button onClick={() => openAuthDialog('login')}>Sign In</Button>
      </div>
    );
  }
  if (isLoading) return <QaSkeleton />;
  if (refusal && isGenerationLimit(refusal)) return <EmptyState title="Questions not made yet" description={refusal.message} />;
  if (refusal) return <EmptyState title="No questions for this movie." description="Q&A is made for the movies we show: now playing, upcoming, popular, recommended or in a session." />;
  if (!data) return <LoadError title="Failed to load questions" description={CHECK_CONNECTION} onRetry={() => void mutate()} />;
  if (data.items.length === 0) return <EmptyState title="No questions for this movie yet." description="Questions about this movie will appear here." />;

  const answer = async (question: MemberQuestion, optionId: string) => {
    try {
      const result = await submitAnswer(question.id, optionId);
      toast({ ...answerToast(question, result), replaces: [ANSWER_FAILED] });
      await mutate((current) => current && { items: markAnswered(current.items, question.id, optionId, result) }, { revalidate: false });
      void refreshProfile();
    } catch (failure) {
      toast({ ...answerFailure(failure), variant: 'error' });
      // Answered elsewhere meanwhile: the list shows that answer.
      if (isAlreadyAnswered(failure)) return void (await mutate());
      if (isSignedOut(failure)) openAuthDialog('login');
      throw failure;
    }
  };

  const total = data.items.length;
  const answered = data.items.filter((question) => question.answered).length;
  return (
    <section aria-label="Movie questions" className={styles.list}>
      <p className={styles.summary}>
        {answered === total ? `You have answered all ${formatNumber(total)} questions.` : `Answer to earn points. You have answered ${formatNumber(answered)} of ${formatNumber(total)}.`}
      </p>
      <ol className={styles.grid}>
        {data.items.map((question, index) => (
          <li key={question.id}>
            <QuestionCard
              question={question}
              reveal
              eyebrow={
                <>
                  <span>
                    Question {index + 1} of {total}
                  </span>
                  <span aria-hidden="true">·</span>
                  <span>{pointsLabel(question.points)}</span>
                </>
              }
              onAnswer={(optionId) => answer(question, optionId)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
