import { zodResolver } from '@hookform/resolvers/zod';
import { createLiveGameSchema, type LiveGameQuestion } from '@shared/api/routes/live';
import { LIVE_SECONDS } from '@shared/live/scoring';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { FormDialog, useSave } from '../components/form-dialog';
import { SortableList } from '../components/sortable-list';
import adminStyles from '../components/admin.module.css';
import styles from './live.module.css';

// Made on first use: the route's schema is not initialised yet while the admin chunk's modules load.
const gameFormSchema = () => z.object({ secondsPerQuestion: createLiveGameSchema.shape.secondsPerQuestion });
type GameForm = z.input<ReturnType<typeof gameFormSchema>>;
type GameFormOut = z.output<ReturnType<typeof gameFormSchema>>;

interface Choice {
  question: LiveGameQuestion;
  play: boolean;
}

export interface NewGameDialogProps {
  onClose: () => void;
  sessionId: string;
  /** The session's quiz questions, in the order a game plays them by default. */
  questions: LiveGameQuestion[];
  onCreated: (gameId: string) => void;
}

/** New Game (mounted while open): which of the session's quiz questions to play and in which order, and the seconds per question. */
export function NewGameDialog({ onClose, sessionId, questions, onCreated }: NewGameDialogProps) {
  const save = useSave();
  const [choices, setChoices] = useState<Choice[]>(() => questions.map((question) => ({ question, play: true })));
  const [choiceError, setChoiceError] = useState<string>();
  const { register, handleSubmit, formState } = useForm<GameForm, unknown, GameFormOut>({
    resolver: zodResolver(gameFormSchema()),
    defaultValues: { secondsPerQuestion: LIVE_SECONDS.default },
  });
  const { errors, isSubmitting, isDirty } = formState;

  const chosen = choices.filter((choice) => choice.play);
  const toggle = (questionId: string, play: boolean) => {
    setChoices((current) => current.map((choice) => (choice.question.questionId === questionId ? { ...choice, play } : choice)));
    if (play) setChoiceError(undefined);
  };

  const onSubmit = ({ secondsPerQuestion }: GameFormOut) => {
    if (chosen.length === 0) {
      setChoiceError('Choose at least one question');
      return;
    }
    return save({
      request: () => api('createLiveGame', { params: { id: sessionId }, body: { questionIds: chosen.map((choice) => choice.question.questionId), secondsPerQuestion } }),
      success: 'Game created',
      failure: 'Failed to create game',
      onSaved: ({ gameId }) => {
        onCreated(gameId);
        onClose();
      },
    });
  };

  return (
    <FormDialog
      onClose={onClose}
      busy={isSubmitting}
      dirty={isDirty || choices.some((choice, index) => !choice.play || choice.question !== questions[index])}
      size="lg"
      title="New Game"
      description="The questions are played in the order listed. Members holding a booking of this session join from their phones."
      onSubmit={handleSubmit(onSubmit)}
      submitLabel="Create Game"
      busyLabel="Creating…"
    >
      <TextField
        label="Seconds per question"
        type="number"
        inputMode="numeric"
        min={LIVE_SECONDS.min}
        max={LIVE_SECONDS.max}
        aria-required="true"
        hint={`${LIVE_SECONDS.min} to ${LIVE_SECONDS.max} seconds. A correct answer scores 1,000 points at the opening and 500 at the close.`}
        error={errors.secondsPerQuestion?.message}
        {...register('secondsPerQuestion', { valueAsNumber: true })}
      />
      <fieldset className={adminStyles.fieldset} aria-describedby={choiceError ? 'new-game-choice-error' : undefined}>
        <legend>
          Questions · {chosen.length} of {choices.length} chosen
        </legend>
        <SortableList
          label="Questions in playing order"
          items={choices}
          getId={(choice) => choice.question.questionId}
          getName={(choice) => choice.question.text}
          onReorder={setChoices}
          renderItem={({ question, play }) => (
            <label className={styles.choice}>
              <input type="checkbox" checked={play} onChange={(event) => toggle(question.questionId, event.target.checked)} />
              <span>
                <span className={styles.choiceText}>{question.text}</span>
                <span className={styles.choiceAnswer}>Answer: {question.options.find((option) => option.id === question.correctOptionId)?.text}</span>
              </span>
            </label>
          )}
        />
        {choiceError && (
          <p id="new-game-choice-error" className="field-error" role="alert">
            {choiceError}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
