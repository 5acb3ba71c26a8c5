import type { AnsweredQuestion } from '@shared/api/routes/questions';
import { useId, useRef, useState, type RefObject } from 'react';
import { OptionRadios } from '../../../components/qa/question-card';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import styles from './answered-questions.module.css';

export interface EditAnswerDialogProps {
  answer: AnsweredQuestion | null;
  onClose: () => void;
  /** Saves the new choice; rejects when it failed (the dialog stays open). */
  onSave: (optionId: string) => Promise<void>;
}

/** Change an answer (an edit earns no points: docs/product-rules.md, "Questions and answers"): the options as a radio group, the member's choice checked and focused. */
export function EditAnswerDialog({ answer, onClose, onSave }: EditAnswerDialogProps) {
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      open={answer !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Answer"
      description="Choose another answer. Editing an answer earns no extra points."
      size="md"
      initialFocus={firstField}
    >
      {answer && <EditAnswerForm key={answer.question.id} answer={answer} onSave={onSave} firstField={firstField} />}
    </Dialog>
  );
}

interface EditAnswerFormProps {
  answer: AnsweredQuestion;
  onSave: (optionId: string) => Promise<void>;
  firstField: RefObject<HTMLInputElement | null>;
}

function EditAnswerForm({ answer, onSave, firstField }: EditAnswerFormProps) {
  const { question } = answer;
  const textId = useId();
  const [choice, setChoice] = useState<string | null>(question.myOptionId ?? null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!choice || saving) return;
    setSaving(true);
    try {
      await onSave(choice);
    } catch {
      // Said by the page's toast; the member may try again.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p id={textId} className={styles.editQuestion}>
        {question.text}
      </p>
      <OptionRadios
        name={`edit-${question.id}`}
        labelledBy={textId}
        options={question.options}
        value={choice}
        onChange={setChoice}
        disabled={saving}
        firstFieldRef={firstField}
      />
      <div className={styles.editActions}>
        <DialogClose asChild>
          <Button variant="ghost" disabled={saving}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={saving}>
          Save Answer
        </Button>
      </div>
    </form>
  );
}
