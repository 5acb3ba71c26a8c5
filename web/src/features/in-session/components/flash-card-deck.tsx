import type { FlashCardSession } from '@shared/api/routes/questions';
import { formatShortDate, formatTime } from '@shared/booking/format';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { QuestionCard } from '../../../components/qa/question-card';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useToast } from '../../../components/ui/toast';
import { limitReachedToast } from '../../../lib/earning-limits';
import { ANSWER_FAILED, answerFailure, isAlreadyAnswered, isAnswerableNow, opensLater, submitAnswer } from '../../../lib/questions';
import { cardsOf } from '../api/flash-cards';
import styles from './flash-cards.module.css';

const SECTION_TITLES = { pre: 'Pre-Movie Questions', post: 'Post-Movie Questions' } as const;

export interface FlashCardDeckProps {
  session: FlashCardSession;
  /** After an answer (or a duplicate): the page stores it and reloads the balance. */
  onAnswered: (questionId: string, optionId: string | null) => Promise<void>;
}

/**
 * One session's flash cards, one at a time (docs/product-rules.md, "Questions and answers"): the pre-show questions under
 * "Pre-Movie Questions", then the post-show ones under "Post-Movie Questions", a progress bar,
 * "Question x of y", and All Done once every card is answered (Done for now while the rest open at the show's start).
 */
export function FlashCardDeck({ session, onAnswered }: FlashCardDeckProps) {
  const { toast } = useToast();
  const cards = cardsOf(session);
  const total = cards.length;
  const answered = cards.filter(({ question }) => question.answered).length;
  const firstOpen = cards.findIndex(({ question }) => isAnswerableNow(question));
  const [index, setIndex] = useState(firstOpen === -1 ? 0 : firstOpen);
  const heading = useRef<HTMLHeadingElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const deck = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (doneHeading.current ?? heading.current)?.focus({ preventScroll: true });
    // The next card (or All Done) is read from the progress bar down, not from under the header.
    const top = deck.current?.getBoundingClientRect().top ?? 0;
    if (top < 72 || top > window.innerHeight / 2) deck.current?.scrollIntoView({ block: 'start' });
  });

  if (total === 0) {
    return <EmptyState title="No questions for this session yet." description="Check back before the movie starts." />;
  }

  const percent = Math.round((answered / total) * 100);
  const progress = (
    <div className={styles.progress}>
      <div className={styles.progressText}>
        <span>
          {answered} of {total} answered
        </span>
        <span>{percent}%</span>
      </div>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label="Flash card progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
        aria-valuetext={`${answered} of ${total} questions answered`}
      >
        <div className={styles.progressBar} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );

  const later = cards.filter(({ question }) => opensLater(question)).length;
  // Every card answered, or every one still open (the rest open at the show's start).
  if (answered === total || !cards.some(({ question }) => isAnswerableNow(question))) {
    return (
      <div className={styles.deck} ref={deck}>
        {progress}
        <div className={`card ${styles.done}`}>
          <h2 ref={doneHeading} tabIndex={-1}>
            {later > 0 ? 'Done for now' : 'All Done!'}
          </h2>
          {later > 0 ? (
            <p>
              You have answered every open question for {session.session.movieTitle}. {later} more {later === 1 ? 'question opens' : 'questions open'} when
              the show starts, {formatShortDate(session.session.date)} at {formatTime(session.session.time)}.
            </p>
          ) : (
            <p>
              You have answered all {total} {total === 1 ? 'question' : 'questions'} for {session.session.movieTitle}. Points are awarded for the right
              answers.
            </p>
          )}
          <Link to="/answered-questions" className={styles.primaryLink}>
            View Answered Questions
          </Link>
        </div>
      </div>
    );
  }

  const current = Math.min(index, total - 1);
  const { question, section } = cards[current];

  const go = (next: number) => {
    moveFocus.current = true;
    setIndex(next);
  };

  const answer = async (optionId: string) => {
    let duplicate = false;
    try {
      const result = await submitAnswer(question.id, optionId);
      toast({ ...(limitReachedToast(result) ?? { title: 'Answer Submitted!', description: 'Points will be awarded if correct', variant: 'success' }), replaces: [ANSWER_FAILED] });
    } catch (failure) {
      toast({ ...answerFailure(failure), variant: 'error' });
      if (!isAlreadyAnswered(failure)) throw failure;
      duplicate = true;
    }
    // On to the next card still open after this one (then from the start); All Done when none is.
    const after = [...cards.slice(current + 1), ...cards.slice(0, current)].find((card) => isAnswerableNow(card.question));
    moveFocus.current = true;
    if (after) setIndex(cards.indexOf(after));
    await onAnswered(question.id, duplicate ? null : optionId);
  };

  return (
    <div className={styles.deck} ref={deck}>
      {progress}
      <h2 className={styles.section}>{SECTION_TITLES[section]}</h2>
      <QuestionCard
        key={question.id}
        question={question}
        headingRef={heading}
        className={styles.card}
        eyebrow={
          <span>
            Question {current + 1} of {total}
          </span>
        }
        answeredFooter={
          <p className={styles.muted}>
            Answered. You can change it in <Link to="/answered-questions">Answered Questions</Link>.
          </p>
        }
        notOpenNotice={
          question.opensAt && (
            <p className={styles.notOpen} role="note">
              Opens when the show starts, {formatShortDate(session.session.date)} at {formatTime(session.session.time)}. Answer it after the movie.
            </p>
          )
        }
        onAnswer={answer}
      />
      <div className={styles.nav}>
        <Button variant="secondary" onClick={() => go(current - 1)} disabled={current === 0}>
          Previous
        </Button>
        <Button variant="secondary" onClick={() => go(current + 1)} disabled={current === total - 1}>
          Next
        </Button>
      </div>
    </div>
  );
}
