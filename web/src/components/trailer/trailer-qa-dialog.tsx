import type { AnswerResult, MemberQuestion } from '@shared/api/routes/questions';
import { useEffect, useRef, type RefObject } from 'react';
import { useAuth } from '../../lib/auth';
import { limitReachedToast } from '../../lib/earning-limits';
import { ANSWER_FAILED, answerFailure, isAlreadyAnswered, markAnswered, pointsLabel, submitAnswer, useAssetQuestions } from '../../lib/questions';
import { QuestionCard } from '../qa/question-card';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Dialog, DialogClose } from '../ui/dialog';
import { LoadError } from '../ui/load-error';
import { Skeleton } from '../ui/skeleton';
import { useErrorToast, useToast } from '../ui/toast';
import styles from './trailer-qa.module.css';
import { formatSignedNumber } from '../../lib/format';

export interface TrailerQaDialogProps {
  /** The trailer asset whose questions are asked; null while closed. */
  assetId: string | null;
  /** The trailer's title, under the dialog's heading. */
  trailerTitle: string;
  onClose: () => void;
  /** The trailer's thumbnail: the focus goes back to it. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** What a trailer answer's toast says: points when it earned some, else the right option. */
function answerToast(question: MemberQuestion, result: AnswerResult) {
  const limited = limitReachedToast(result);
  if (limited) return limited;
  if (result.pointsAwarded > 0) return { title: 'Answer submitted! Points awarded.', description: `${formatSignedNumber(result.pointsAwarded)} points`, variant: 'success' as const };
  const right = question.options.find((option) => option.id === result.correctOptionId);
  return { title: 'Not quite', description: right ? `The right answer was: ${right.text}` : undefined };
}

/**
 * The trailer Q&A (docs/product-rules.md, "Questions and answers"): the asset's unanswered questions,
 * each worth its points; an answered one leaves the list; "All questions answered!" when none remain.
 */
export default function TrailerQaDialog({ assetId, trailerTitle, onClose, returnFocus }: TrailerQaDialogProps) {
  const { refreshProfile } = useAuth();
  const { toast } = useToast();
  const { data, error, isLoading, mutate } = useAssetQuestions(assetId);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const nextHeading = useRef<HTMLHeadingElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);
  // After an answer the card is gone: the next question (or the end) takes the focus.
  const moveFocus = useRef(false);
  const unanswered = data?.items.filter((question) => !question.answered) ?? [];

  useErrorToast(error, 'Error', 'Failed to load questions');

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (nextHeading.current ?? doneHeading.current)?.focus();
  });

  const answer = async (question: MemberQuestion, optionId: string) => {
    try {
      const result = await submitAnswer(question.id, optionId);
      toast({ ...answerToast(question, result), replaces: [ANSWER_FAILED] });
      moveFocus.current = true;
      await mutate((current) => current && { items: markAnswered(current.items, question.id, optionId, result) }, { revalidate: false });
      void refreshProfile();
    } catch (failure) {
      toast({ ...answerFailure(failure), variant: 'error' });
      if (isAlreadyAnswered(failure)) {
        moveFocus.current = true;
        await mutate();
        return;
      }
      throw failure;
    }
  };

  return (
    <Dialog
      open={assetId !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Trailer Q&A"
      description={trailerTitle}
      size="md"
      titleRef={titleRef}
      initialFocus={titleRef}
      returnFocus={returnFocus}
    >
      {isLoading ? (
        <div className={styles.loading} aria-busy="true" aria-label="Loading questions">
          <Skeleton height="1.5rem" width="70%" />
          <Skeleton height="44px" />
          <Skeleton height="44px" />
        </div>
      ) : !data ? (
        <LoadError title="Failed to load questions" onRetry={() => void mutate()} />
      ) : unanswered.length === 0 ? (
        <div className={styles.done}>
          <h3 ref={doneHeading} tabIndex={-1}>
            All questions answered!
          </h3>
          <p className={styles.muted}>Thanks for playing. Your points are in your balance.</p>
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        </div>
      ) : (
        <ol className={styles.questions} aria-label="Unanswered questions">
          {unanswered.map((question, index) => (
            <li key={question.id}>
              <QuestionCard
                question={question}
                headingRef={index === 0 ? nextHeading : undefined}
                eyebrow={<Badge variant="primary">worth {pointsLabel(question.points)}</Badge>}
                onAnswer={(optionId) => answer(question, optionId)}
              />
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
