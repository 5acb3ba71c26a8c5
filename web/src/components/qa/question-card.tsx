import type { MemberQuestion } from '@shared/api/routes/questions';
import { useEffect, useId, useImperativeHandle, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import styles from './question-card.module.css';

/** Answering needs a chosen option (docs/product-rules.md, "Questions and answers"). */
export const NO_ANSWER_SELECTED = { title: 'No Answer Selected', description: 'Please select an answer before submitting.' } as const;

export interface QuestionCardProps {
  question: MemberQuestion;
  /** Sends the answer. It resolves once the parent has the answered question; a rejection leaves the card as it was. */
  onAnswer: (optionId: string) => Promise<void>;
  /** A line above the question: "Question 2 of 5", "worth 20 pts"... */
  eyebrow?: ReactNode;
  /** Once answered, show whether the member was right and the right option (a survey has none). Off: only their choice. */
  reveal?: boolean;
  submitLabel?: string;
  /** The question's text, which takes the focus when a card replaces another (tabIndex -1). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Shown under an answered question (e.g. a link to edit it). */
  answeredFooter?: ReactNode;
  /** Not open for answers yet: the options are shown disabled, with this notice instead of Submit. */
  notOpenNotice?: ReactNode;
  className?: string;
}

/**
 * One question: its text and its options as a radio group (arrow keys move between them), Submit;
 * once answered, the member's choice and, when `reveal`, the right option.
 */
export function QuestionCard({ question, onAnswer, eyebrow, reveal = false, submitLabel = 'Submit', headingRef, answeredFooter, notOpenNotice, className }: QuestionCardProps) {
  const textId = useId();
  const { toast } = useToast();
  const [selected, setSelected] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useImperativeHandle(headingRef, () => heading.current!, []);
  // Answered here, the form (and its Submit, which had the focus) gives way to the result: the
  // question's text takes the focus, so the keyboard stays in this card.
  const answeredHere = useRef(false);
  useEffect(() => {
    if (question.answered && answeredHere.current) {
      answeredHere.current = false;
      heading.current?.focus();
    }
  }, [question.answered]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!selected) return toast({ ...NO_ANSWER_SELECTED, variant: 'error' });
    setSubmitting(true);
    try {
      answeredHere.current = true;
      await onAnswer(selected);
    } catch {
      answeredHere.current = false;
      // The parent said what went wrong; the member may try again.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className={`${styles.card} ${className ?? ''}`} aria-labelledby={textId} data-question-id={question.id}>
      {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
      <h3 id={textId} ref={heading} tabIndex={-1} className={styles.text}>
        {question.text}
      </h3>
      {question.answered ? (
        <>
          <AnsweredOptions question={question} reveal={reveal} />
          {answeredFooter}
        </>
      ) : notOpenNotice ? (
        <>
          <OptionRadios name={`question-${question.id}`} labelledBy={textId} options={question.options} value={null} onChange={() => undefined} disabled />
          {notOpenNotice}
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <OptionRadios
            name={`question-${question.id}`}
            labelledBy={textId}
            options={question.options}
            value={selected}
            onChange={setSelected}
            disabled={submitting}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

export interface OptionRadiosProps {
  name: string;
  /** The id of the question's text: the group's accessible name. */
  labelledBy: string;
  options: MemberQuestion['options'];
  value: string | null;
  onChange: (optionId: string) => void;
  disabled?: boolean;
  /** The checked radio (or the first when none is), e.g. for a dialog's first field. */
  firstFieldRef?: Ref<HTMLInputElement>;
}

/** The options as native radios in one group: Tab enters it, the arrow keys move and choose. */
export function OptionRadios({ name, labelledBy, options, value, onChange, disabled, firstFieldRef }: OptionRadiosProps) {
  const focusIndex = Math.max(0, options.findIndex((option) => option.id === value));
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={styles.options}>
      {options.map((option, index) => (
        <label key={option.id} className={styles.option} data-checked={value === option.id ? '' : undefined}>
          <input
            ref={index === focusIndex ? firstFieldRef : undefined}
            type="radio"
            name={name}
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
            disabled={disabled}
            className={styles.radio}
          />
          <span>{option.text}</span>
        </label>
      ))}
    </div>
  );
}

/** The options of an answered question, the member's choice and (when revealed) the right one marked in words, not colour alone. */
export function AnsweredOptions({ question, reveal }: { question: MemberQuestion; reveal: boolean }) {
  const correct = reveal ? question.correctOptionId : undefined;
  return (
    <ul className={styles.options} aria-label="Options">
      {question.options.map((option) => {
        const mine = option.id === question.myOptionId;
        const right = correct != null && option.id === correct;
        const state = right ? 'correct' : mine && correct != null ? 'wrong' : mine ? 'mine' : undefined;
        return (
          <li key={option.id} className={styles.option} data-state={state}>
            <span>{option.text}</span>
            <span className={styles.tags}>
              {mine && <span className={styles.tag}>Your answer</span>}
              {right && <span className={`${styles.tag} ${styles.correctTag}`}>Correct answer</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
