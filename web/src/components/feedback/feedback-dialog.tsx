import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_POINTS_CONFIG, FEEDBACK_COMMENTS_MAX } from '@shared/constants';
import {
  FEEDBACK_HIGHLIGHTS,
  FEEDBACK_IMPROVEMENTS,
  feedbackInputSchema,
  feedbackPoints,
  recommendLabel,
  type Feedback,
  type FeedbackInput,
} from '@shared/feedback';
import { useId } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { api, apiErrorOf, apiKey } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { limitReachedToast } from '../../lib/earning-limits';
import { useApi } from '../../lib/use-api';
import { RatingPicker } from '../rating-picker';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { useToast } from '../ui/toast';
import styles from './feedback-dialog.module.css';
import { formatNumber } from '../../lib/format';

/** The session a piece of feedback is about; none for the experience in general. */
export interface FeedbackSession {
  id: string;
  movieTitle: string;
}

export interface FeedbackDialogProps {
  session?: FeedbackSession;
  onClose: () => void;
}

type FeedbackForm = Omit<FeedbackInput, 'sessionId'>;
/** The API's own schema; the session is the dialog's, not a field. */
const formSchema = feedbackInputSchema.omit({ sessionId: true });

/** Both scales carry the same message (docs/product-rules.md, "Feedback"); it is shown once. */
const ratingsError = (errors: FieldErrors<FeedbackForm>) => errors.rating?.message ?? errors.recommendLikelihood?.message;

/**
 * Feedback for points (docs/product-rules.md, "Feedback"): overall rating 1-5, recommendation 1-10 with its label,
 * highlights, improvements and comments up to 500, checked with the API's own schema. It shows the
 * points it will earn, from the configured base and the spec's bonuses. Mounted while open, so each
 * opening starts empty.
 */
export function FeedbackDialog({ session, onClose }: FeedbackDialogProps) {
  const { toast } = useToast();
  const { refreshProfile } = useAuth();
  const { data: settings } = useApi(apiKey('getSettings'));
  const base = settings?.pointsValues.feedback_base ?? DEFAULT_POINTS_CONFIG.feedback_base.value;
  const { control, register, handleSubmit, formState } = useForm<FeedbackForm, unknown, Feedback>({
    resolver: zodResolver(formSchema),
    defaultValues: { highlights: [], improvements: [], comments: '' },
  });
  const { errors, isSubmitting } = formState;
  const comments = useWatch({ control, name: 'comments' }) ?? '';
  const highlights = useWatch({ control, name: 'highlights' }) ?? [];
  const points = feedbackPoints({ comments, highlights }, base);
  const ids = { error: useId(), comments: useId(), counter: useId() };
  const error = ratingsError(errors);

  const onSubmit = async (values: Feedback) => {
    try {
      const result = await api('submitFeedback', { body: { ...values, sessionId: session?.id } });
      toast(
        limitReachedToast({ ...result, pointsAwarded: result.pointsEarned }) ?? {
          title: 'Feedback Submitted!',
          description: `You earned ${formatNumber(result.pointsEarned)} points. Thank you!`,
          variant: 'success',
        },
      );
      void refreshProfile();
      onClose();
    } catch (failure) {
      // The API's own words for a refusal (already given, not booked); the spec's text otherwise.
      const error = apiErrorOf(failure, 'submitFeedback');
      const refusal = error && error.status >= 400 && error.status < 500 ? error : null;
      toast({ title: 'Failed to submit feedback.', description: refusal?.message, variant: 'error' });
      if (refusal?.code === 'ALREADY_SUBMITTED') onClose();
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      dismissible={!isSubmitting}
      title="Share Your Feedback"
      description={session ? `How was ${session.movieTitle}?` : 'Tell us about your cinema experience.'}
      initialFocus="title"
      size="lg"
    >
      <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate>
        <fieldset className={styles.group}>
          <legend>Overall rating</legend>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => (
              <RatingPicker
                label="Overall rating (1 to 5)"
                max={5}
                value={field.value}
                onChange={field.onChange}
                invalid={!!errors.rating}
                optionLabel={(n) => `${n} ${n === 1 ? 'star' : 'stars'}`}
                describedBy={error ? ids.error : undefined}
              />
            )}
          />
        </fieldset>
        <fieldset className={styles.group}>
          <legend>How likely are you to recommend us?</legend>
          <Controller
            control={control}
            name="recommendLikelihood"
            render={({ field }) => (
              <RatingPicker
                label="How likely are you to recommend us? (1 to 10)"
                max={10}
                variant="numbers"
                value={field.value}
                onChange={field.onChange}
                invalid={!!errors.recommendLikelihood}
                optionLabel={(n) => `${n}, ${recommendLabel(n)}`}
                valueText={(n) => `${n} · ${recommendLabel(n)}`}
                placeholder="1 = Not likely, 10 = Very likely"
                describedBy={error ? ids.error : undefined}
              />
            )}
          />
        </fieldset>
        {error && (
          <p id={ids.error} className="field-error" role="alert">
            {error}
          </p>
        )}
        <Choices legend="What did you enjoy?" name="highlights" options={FEEDBACK_HIGHLIGHTS} register={register} />
        <Choices legend="What could we improve?" name="improvements" options={FEEDBACK_IMPROVEMENTS} register={register} />
        <div className="field">
          <label htmlFor={ids.comments}>Comments (optional)</label>
          <textarea
            id={ids.comments}
            className={`input ${styles.textarea}`}
            rows={3}
            maxLength={FEEDBACK_COMMENTS_MAX}
            placeholder="Anything else you'd like to tell us?"
            aria-describedby={ids.counter}
            aria-invalid={errors.comments ? true : undefined}
            {...register('comments')}
          />
          <span id={ids.counter} className={styles.counter}>
            {comments.length}/{FEEDBACK_COMMENTS_MAX}
          </span>
        </div>
        <div className={styles.footer}>
          <p className={styles.points} aria-live="polite">
            You will earn <strong>{formatNumber(points)} points</strong>
          </p>
          <div className={styles.actions}>
            <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Submit Feedback
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}

interface ChoicesProps {
  legend: string;
  name: 'highlights' | 'improvements';
  options: readonly string[];
  register: ReturnType<typeof useForm<FeedbackForm, unknown, Feedback>>['register'];
}

/** A group of checkboxes shown as chips; checked values form the field's list. */
function Choices({ legend, name, options, register }: ChoicesProps) {
  return (
    <fieldset className={styles.group}>
      <legend>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option} className={styles.chip}>
            <input type="checkbox" value={option} {...register(name)} />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
