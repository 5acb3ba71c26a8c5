import { MAX_SURVEY_OPTION_LENGTH, MAX_SURVEY_OPTIONS, MAX_SURVEY_QUESTION_LENGTH, addOption, removeOption, surveyDraftProblem, type SurveyDraft } from '@shared/questions/survey';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogClose } from '../../../components/ui/dialog';
import { GuardedDialog } from '../../../components/ui/guarded-dialog';
import { TextAreaField } from '../components/text-area-field';
import styles from './questions.module.css';

export interface QuestionFormDialogProps {
  title: string;
  /** The question as it starts (a new one: two empty options). */
  initial: SurveyDraft;
  /** The asset it is for; null shows "Please select an asset first" on save. */
  assetId: string | null;
  saveLabel: string;
  /** Saves; the dialog closes when it resolves and stays open when it throws (the caller shows the toast). */
  onSave: (draft: SurveyDraft) => Promise<void>;
  onClose: () => void;
}

/**
 * Add or edit a question (docs/back-office.md, "Questions"): text, at least 2 options each with text, an optional
 * correct option (none: a survey question). Removing the correct option clears it. The spec's first
 * broken rule is shown on save, beside the form.
 */
export function QuestionFormDialog({ title, initial, assetId, saveLabel, onSave, onClose }: QuestionFormDialogProps) {
  const [draft, setDraft] = useState<SurveyDraft>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  const save = async () => {
    const found = surveyDraftProblem(draft, assetId);
    setProblem(found);
    if (found) return;
    setSaving(true);
    try {
      await onSave({ ...draft, text: draft.text.trim(), options: draft.options.map((o) => ({ ...o, text: o.text.trim() })) });
      onClose();
    } catch {
      // The caller said why in a toast; the dialog stays open for another try.
    } finally {
      setSaving(false);
    }
  };

  const setOptionText = (optionId: string, text: string) =>
    setDraft((current) => ({ ...current, options: current.options.map((o) => (o.id === optionId ? { ...o, text } : o)) }));

  return (
    <GuardedDialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      dismissible={!saving}
      dirty={JSON.stringify(draft) !== JSON.stringify(initial)}
      title={title}
      size="lg"
      initialFocus={textRef}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        noValidate
      >
        <TextAreaField
          ref={textRef}
          label="Question"
          maxLength={MAX_SURVEY_QUESTION_LENGTH}
          value={draft.text}
          onChange={(event) => setDraft({ ...draft, text: event.target.value })}
          aria-required="true"
        />
        <fieldset className={styles.options}>
          <legend>Options (choose the correct answer, or none for a survey question)</legend>
          {draft.options.map((option, index) => (
            <div key={option.id} className={styles.optionRow}>
              <input
                type="radio"
                name={`${id}-correct`}
                checked={draft.correctOptionId === option.id}
                onChange={() => setDraft({ ...draft, correctOptionId: option.id })}
                aria-label={`Option ${index + 1} is the correct answer`}
              />
              <input
                className="input"
                value={option.text}
                maxLength={MAX_SURVEY_OPTION_LENGTH}
                onChange={(event) => setOptionText(option.id, event.target.value)}
                aria-label={`Option ${index + 1}`}
              />
              <Button size="sm" variant="ghost" onClick={() => setDraft(removeOption(draft, option.id))} aria-label={`Remove option ${index + 1}`}>
                Remove
              </Button>
            </div>
          ))}
          <div className={styles.optionActions}>
            <Button size="sm" variant="secondary" onClick={() => setDraft(addOption(draft))} disabled={draft.options.length >= MAX_SURVEY_OPTIONS}>
              Add Option
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setDraft({ ...draft, correctOptionId: null })} disabled={draft.correctOptionId === null}>
              No correct answer (survey)
            </Button>
          </div>
        </fieldset>
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
        <div className={styles.dialogActions}>
          <DialogClose asChild>
            <Button variant="ghost" disabled={saving}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" loading={saving}>
            {saving ? 'Saving…' : saveLabel}
          </Button>
        </div>
      </form>
    </GuardedDialog>
  );
}
