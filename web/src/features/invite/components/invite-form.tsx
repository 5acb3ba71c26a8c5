import { zodResolver } from '@hookform/resolvers/zod';
import { INVITE_NOTE_MAX } from '@shared/constants';
import { INVITE_MESSAGES, invitationInputSchema, type Invitation, type InvitationInput } from '@shared/schemas/invitation';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { apiErrorOf, refusalMessage } from '../../../lib/api-client';
import { invitationsKey, sendInvitation } from '../api/invitations';
import { inviteMessage } from '../invite-message';
import styles from './invite.module.css';

const SEND_FAILED = 'Failed to Send';
const EMPTY: InvitationInput = { friendName: '', friendEmail: '', friendPhone: '', note: '' };

export interface InviteFormProps {
  link: string;
  friendPoints?: number;
}

/**
 * The send form (name, e-mail and phone required, a note of at most 200 characters; docs/product-rules.md, "Invitations and referral").
 * Sending always goes through the preview dialog: Send Invite checks the whole form and opens it;
 * Preview needs only a name ("Name Required"), and the dialog's Send checks the rest.
 */
export function InviteForm({ link, friendPoints }: InviteFormProps) {
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const [previewing, setPreviewing] = useState(false);
  const [sending, setSending] = useState(false);
  // Where the focus goes when the preview closes on a problem with the form: the field to fix.
  const fieldToFix = useRef<HTMLElement | null>(null);
  const noteId = useId();
  const { control, register, handleSubmit, formState, getValues, getFieldState, setError, setFocus, trigger, reset } = useForm<InvitationInput, unknown, Invitation>({
    resolver: zodResolver(invitationInputSchema),
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  const note = useWatch({ control, name: 'note' }) ?? '';

  const form = useRef<HTMLFormElement>(null);
  const closePreviewAt = (field: keyof InvitationInput) => {
    fieldToFix.current = form.current?.querySelector<HTMLElement>(`[name="${field}"]`) ?? null;
    setPreviewing(false);
  };

  const openPreview = () => setPreviewing(true);
  // Each preview returns the focus to its opener unless it closes on a field to fix.
  useEffect(() => {
    if (previewing) fieldToFix.current = null;
  }, [previewing]);

  const onPreview = () => {
    if (getValues('friendName').trim()) return openPreview();
    setError('friendName', { message: INVITE_MESSAGES.nameRequired });
    setFocus('friendName');
  };

  const send = async (invitation: Invitation) => {
    setSending(true);
    try {
      await sendInvitation(invitation);
      toast({ title: 'Invitation Sent!', description: `${invitation.friendName} will get your invite.`, variant: 'success', replaces: [SEND_FAILED] });
      setPreviewing(false);
      reset(EMPTY);
      await mutate(invitationsKey);
    } catch (error) {
      const refusal = apiErrorOf(error, 'sendInvitation');
      if (refusal?.code === 'ALREADY_INVITED') {
        const field = refusal.details?.contact === 'phone' ? 'friendPhone' : 'friendEmail';
        setError(field, { message: INVITE_MESSAGES.alreadyInvited });
        toast({ title: INVITE_MESSAGES.alreadyInvited, description: 'You have already invited this friend.', variant: 'error' });
        closePreviewAt(field);
      } else {
        console.error('Failed to send the invitation', error);
        toast({ title: SEND_FAILED, description: refusalMessage(error) ?? 'Please try again.', variant: 'error' });
      }
    } finally {
      setSending(false);
    }
  };

  /** The preview's Send: the whole form is checked now (Preview needed only a name). */
  const sendFromPreview = async () => {
    if (!(await trigger())) {
      const firstInvalid = (['friendName', 'friendEmail', 'friendPhone', 'note'] as const).find((field) => getFieldState(field).invalid);
      return closePreviewAt(firstInvalid ?? 'friendName');
    }
    await handleSubmit(send)();
  };

  const values = previewing ? getValues() : EMPTY;
  return (
    <>
      <form ref={form} className={styles.form} onSubmit={handleSubmit(openPreview)} noValidate aria-label="Invite a friend">
        <TextField label="Friend's Name" autoComplete="off" error={errors.friendName?.message} {...register('friendName')} />
        <TextField label="Friend's Email" type="email" autoComplete="off" error={errors.friendEmail?.message} {...register('friendEmail')} />
        <TextField
          label="Friend's Phone"
          type="tel"
          autoComplete="off"
          placeholder="+1 (555) 010-2030"
          error={errors.friendPhone?.message}
          {...register('friendPhone')}
        />
        <div className="field">
          <label htmlFor={noteId}>Personal Note (optional)</label>
          <textarea
            id={noteId}
            className={`input ${styles.note}`}
            rows={3}
            maxLength={INVITE_NOTE_MAX}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={`${noteId}-count${errors.note ? ` ${noteId}-error` : ''}`}
            {...register('note')}
          />
          <p id={`${noteId}-count`} className="field-hint">
            {note.length}/{INVITE_NOTE_MAX}
          </p>
          {errors.note && (
            <p id={`${noteId}-error`} className="field-error" role="alert">
              {errors.note.message}
            </p>
          )}
        </div>
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onPreview}>
            Preview
          </Button>
          <Button type="submit">Send Invite</Button>
        </div>
      </form>
      <Dialog
        open={previewing}
        onOpenChange={setPreviewing}
        title="Preview Invitation"
        description="This is what your friend will receive."
        dismissible={!sending}
        initialFocus="title"
        returnFocus={fieldToFix}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPreviewing(false)} disabled={sending}>
              Edit
            </Button>
            <Button loading={sending} onClick={() => void sendFromPreview()}>
              Send Invitation
            </Button>
          </>
        }
      >
        <dl className={styles.previewFacts}>
          <div>
            <dt>To</dt>
            <dd>{values.friendName}</dd>
          </div>
          {values.friendEmail && (
            <div>
              <dt>Email</dt>
              <dd>{values.friendEmail}</dd>
            </div>
          )}
          {values.friendPhone && (
            <div>
              <dt>Phone</dt>
              <dd>{values.friendPhone}</dd>
            </div>
          )}
        </dl>
        <blockquote className={styles.message}>
          <p>{inviteMessage({ link, friendPoints, friendName: values.friendName.trim() })}</p>
          {values.note?.trim() && <p className={styles.previewNote}>“{values.note.trim()}”</p>}
        </blockquote>
      </Dialog>
    </>
  );
}
