import type { LiveQuestionView } from '@shared/live/messages';
import { useEffect, useRef } from 'react';
import type { LiveGameView } from '../../../lib/live-game';
import { msUntil, secondsShown, useServerNow, type ClockEstimate } from '../../../lib/server-clock';
import { LiveStanding } from './live-standings';
import { answerRefusalText, countdownAnnouncement, resultHeading } from './live-texts';
import styles from './live-game.module.css';

const LETTERS = 'ABCDEFGH';

interface LiveQuestionProps {
  question: LiveQuestionView;
  view: LiveGameView;
  clock: ClockEstimate | null;
  onAnswer: (questionId: string, optionId: string) => void;
}

/**
 * One question: its countdown on the server's clock (the phone's own clock never decides), big answer
 * buttons open from `opensAt`, then the member's result once the server has scored it.
 */
export function LiveQuestion({ question, view, clock, onAnswer }: LiveQuestionProps) {
  const serverNow = useServerNow(clock);
  const toOpen = msUntil(question.opensAt, serverNow);
  const toClose = msUntil(question.closesAt, serverNow);
  const heading = useRef<HTMLHeadingElement>(null);
  const secondsInAll = Math.round((question.closesAt - question.opensAt) / 1000);
  const secondsLeft = secondsShown(toClose);
  const result = view.result?.questionId === question.questionId ? view.result : undefined;
  const mine = view.myAnswer?.questionId === question.questionId ? view.myAnswer : undefined;
  const refused = mine && typeof mine.outcome === 'object' ? mine.outcome.refused : undefined;
  // An answer refused as not open yet (the clock estimate was a little early) may be sent again.
  const canAnswer = !result && toOpen === 0 && toClose > 0 && (!mine || refused === 'NOT_OPEN');

  // A new question takes the focus to its text, so a screen reader reads it and the answers follow.
  useEffect(() => {
    heading.current?.focus();
  }, [question.questionId]);

  return (
    <section className={styles.question} aria-labelledby="live-question-text">
      <div className={styles.questionTop}>
        <p className={styles.muted}>
          Question {question.index + 1} of {question.total}
        </p>
        {!result && (
          <div className={styles.countdown} role="timer" aria-live="off" aria-label={toOpen > 0 ? `Opens in ${secondsShown(toOpen)} seconds` : `${secondsLeft} seconds left`}>
            <span aria-hidden="true">{toOpen > 0 ? secondsShown(toOpen) : secondsLeft}</span>
          </div>
        )}
      </div>
      <h2 id="live-question-text" ref={heading} tabIndex={-1} className={styles.questionText}>
        {question.text}
      </h2>
      {!result && (
        <p className="visually-hidden" aria-live="polite">
          {/* Before the opening the answer status below says "Get ready" already: said once, not twice. */}
          {toOpen > 0 ? '' : countdownAnnouncement(secondsLeft, secondsInAll)}
        </p>
      )}
      {!result && (
        <div className={styles.progress} aria-hidden="true">
          <span style={{ width: `${toOpen > 0 ? 100 : Math.min(100, (toClose / (secondsInAll * 1000)) * 100)}%` }} />
        </div>
      )}
      <div className={styles.answers} role="group" aria-label="Answers">
        {question.options.map((option, i) => {
          const chosen = mine?.optionId === option.id && !refused;
          const correct = result?.correctOptionId === option.id;
          const classes = [styles.answer, styles[`answer${i % 4}`], chosen ? styles.chosen : '', result ? (correct ? styles.correct : styles.faded) : ''].join(' ');
          return (
            // aria-disabled, not disabled: the option just chosen keeps the focus (a disabled button drops it to the page).
            <button
              key={option.id}
              type="button"
              className={classes}
              aria-pressed={chosen}
              aria-disabled={!canAnswer}
              onClick={() => canAnswer && onAnswer(question.questionId, option.id)}
            >
              <span className={styles.letter} aria-hidden="true">
                {LETTERS[i]}
              </span>
              <span>{option.text}</span>
              {result && correct && <span className="visually-hidden"> (the right answer)</span>}
            </button>
          );
        })}
      </div>
      <div role="status" className={styles.answerStatus}>
        {toOpen > 0 && 'Get ready: the answers open with the countdown.'}
        {!result && mine?.outcome === 'sending' && 'Sending your answer…'}
        {!result && mine?.outcome === 'answered' && 'Your answer is in. The result comes when the time is up.'}
        {!result && refused && answerRefusalText(refused)}
        {!result && !mine && toOpen === 0 && toClose === 0 && 'Time is up. The results are coming.'}
      </div>
      {result && <LiveResult result={result} answered={mine !== undefined && !refused} />}
    </section>
  );
}

function LiveResult({ result, answered }: { result: NonNullable<LiveGameView['result']>; answered: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The buttons are disabled now: the focus goes to what happened.
  useEffect(() => {
    heading.current?.focus();
  }, [result.questionId]);
  return (
    <div className={`${styles.result} ${result.correct ? styles.resultRight : styles.resultWrong}`}>
      <h3 ref={heading} tabIndex={-1}>
        {resultHeading(result, answered)}
      </h3>
      <LiveStanding you={result} />
    </div>
  );
}
