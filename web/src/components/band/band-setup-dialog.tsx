import { zodResolver } from '@hookform/resolvers/zod';
import { BAND_ID_MAX, bandPairingSchema, type BandPairingInput } from '@shared/schemas/band';
import { useRef, type ChangeEvent, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { api, refusalMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/text-field';
import { useToast } from '../ui/toast';
import styles from './band.module.css';

export interface BandSetupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the band is paired (the dialog has closed itself). */
  onPaired?: (bandId: string) => void;
  onHelp: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}

/** Upper-cases the field as it is typed (docs/product-rules.md, "Check-in and the wearable band"), keeping the caret where it was. */
function upperCaseInPlace(event: ChangeEvent<HTMLInputElement>) {
  const input = event.target;
  const { selectionStart, selectionEnd } = input;
  input.value = input.value.toUpperCase();
  input.setSelectionRange(selectionStart, selectionEnd);
}

/**
 * The band's one-step setup: its ID (required, "Band ID Required"; upper-cased; at most 11 characters,
 * like BAND-ABC123), paired with PUT /api/me/band. A band another member wears is refused with the API's message.
 */
export function BandSetupDialog({ open, onOpenChange, onPaired, onHelp, returnFocus }: BandSetupDialogProps) {
  const { user, refreshProfile } = useAuth();
  const { toast } = useToast();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<BandPairingInput>({
    resolver: zodResolver(bandPairingSchema),
    values: { bandId: user?.bandId ?? '' },
  });
  const { errors, isSubmitting } = formState;
  const field = register('bandId');

  const pair = async ({ bandId }: BandPairingInput) => {
    try {
      const paired = await api('pairMyBand', { body: { bandId } });
      toast({ title: 'Setup Complete!', description: `Your band ${paired.bandId} is ready for check-in.`, variant: 'success' });
      await refreshProfile();
      onOpenChange(false);
      onPaired?.(paired.bandId);
    } catch (error) {
      console.error('Band pairing failed', error);
      const message = refusalMessage(error) ?? 'Could not pair your band. Please try again.';
      setError('bandId', { message }, { shouldFocus: true });
    }
  };

  const changeOpen = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title="Set Up Your Band"
      description="Enter the ID printed on your wearable band to pair it with your account."
      size="sm"
      dismissible={!isSubmitting}
      initialFocus={inputRef}
      returnFocus={returnFocus}
    >
      <form onSubmit={handleSubmit(pair)} noValidate>
        <TextField
          label="Band ID"
          placeholder="BAND-ABC123"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={BAND_ID_MAX}
          hint={`Up to ${BAND_ID_MAX} characters, like BAND-ABC123.`}
          error={errors.bandId?.message}
          {...field}
          ref={(element) => {
            field.ref(element);
            inputRef.current = element;
          }}
          onChange={(event) => {
            upperCaseInPlace(event);
            void field.onChange(event);
          }}
        />
        <div className={styles.actions}>
          <button type="button" className={styles.linkButton} onClick={onHelp}>
            Need help?
          </button>
          <Button type="submit" loading={isSubmitting}>
            Pair Band
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
