import type { AnsweredQuestion } from '@shared/api/routes/questions';
import { formatTimestampDate } from '@shared/booking/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import styles from './answered-questions.module.css';
import { formatSignedNumber } from '../../../lib/format';

const optionText = (answer: AnsweredQuestion, optionId: string | null | undefined) =>
  answer.question.options.find((option) => option.id === optionId)?.text ?? '—';

/** One answered question: where it was asked, the member's choice, right or wrong once graded (a survey has no grading), Edit. */
export function AnsweredQuestionItem({ answer, onEdit }: { answer: AnsweredQuestion; onEdit: () => void }) {
  const { question } = answer;
  const graded = question.correctOptionId != null;
  const right = graded && question.correctOptionId === question.myOptionId;
  return (
    <article className={styles.item} aria-labelledby={`answer-${question.id}`}>
      <div className={styles.itemHeader}>
        <div className={styles.meta}>
          {answer.topic && <span className={styles.topic}>{answer.topic}</span>}
          <span>
            Answered {formatTimestampDate(answer.answeredAt)}
            {answer.updatedAt && ` · Edited ${formatTimestampDate(answer.updatedAt)}`}
          </span>
        </div>
        {graded ? (
          <Badge variant={right ? 'success' : 'danger'}>{right ? 'Correct' : 'Incorrect'}</Badge>
        ) : (
          <Badge variant="outline">Survey</Badge>
        )}
      </div>
      <h2 id={`answer-${question.id}`} className={styles.question}>
        {question.text}
      </h2>
      <div className={styles.itemFooter}>
        <dl className={styles.facts}>
          <div>
            <dt>Your answer</dt>
            <dd>{optionText(answer, question.myOptionId)}</dd>
          </div>
          {graded && !right && (
            <div>
              <dt>Correct answer</dt>
              <dd>{optionText(answer, question.correctOptionId)}</dd>
            </div>
          )}
          <div>
            <dt>Points</dt>
            <dd>{answer.pointsAwarded > 0 ? `${formatSignedNumber(answer.pointsAwarded)} pts` : 'None'}</dd>
          </div>
        </dl>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit answer: ${question.text}`}>
          Edit
        </Button>
      </div>
    </article>
  );
}
