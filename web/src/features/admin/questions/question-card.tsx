import type { SurveyDraft } from '@shared/questions/survey';
import type { ReactNode } from 'react';
import styles from './questions.module.css';

export interface QuestionCardProps {
  question: SurveyDraft;
  /** A generated draft not saved yet (drawn dashed). */
  draft?: boolean;
  /** Badges or the status toggle beside the text. */
  status?: ReactNode;
  actions: ReactNode;
}

/** One question with its options, the correct one marked (a survey question has none). */
export function QuestionCard({ question, draft = false, status, actions }: QuestionCardProps) {
  return (
    <li className={styles.card} data-draft={draft || undefined}>
      <div className={styles.cardHead}>
        <p className={styles.cardText}>{question.text}</p>
        {status}
      </div>
      <ol className={styles.optionList} type="a">
        {question.options.map((option) => (
          <li key={option.id} className={option.id === question.correctOptionId ? styles.correct : undefined}>
            {option.text}
            {option.id === question.correctOptionId && ' (correct)'}
          </li>
        ))}
      </ol>
      {question.correctOptionId === null && <span className={styles.hint}>Survey question: no correct answer</span>}
      <div className={styles.cardActions}>{actions}</div>
    </li>
  );
}
