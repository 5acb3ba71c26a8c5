import type { CheckInResult } from '@shared/api/routes/booking';
import { formatLongDate, formatTime } from '@shared/booking/format';
import { checkInTroubleshooting } from '@shared/check-in';
import { useCallback, useRef, useState, type RefObject } from 'react';
import { mutate } from 'swr';
import { api, apiKey } from '../../lib/api-client';
import { CheckInTroubleshootingNotes } from '../check-in-troubleshooting';
import { Button } from '../ui/button';
import { Dialog, DialogClose } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import styles from './band.module.css';

export type CheckIn = { state: 'checking' } | { state: 'done'; result: CheckInResult } | { state: 'failed'; message: string };

/** What a check-in that could not be sent says (docs/product-rules.md, "Check-in and the wearable band"). */
const SEND_FAILED = 'Failed to check in. Please try again.';

/**
 * Checks the member in with their band (POST /api/check-ins {bandId}): the server finds their confirmed
 * booking for a show today. Started by the member's own action (opening the dialog, Try Again), never
 * by rendering, so one press sends one request; only the newest attempt's answer is shown.
 */
export function useBandCheckIn() {
  const [checkIn, setCheckIn] = useState<CheckIn>({ state: 'checking' });
  const latest = useRef(0);
  const run = useCallback(async (bandId: string) => {
    const attempt = ++latest.current;
    setCheckIn({ state: 'checking' });
    let next: CheckIn;
    try {
      const result = await api('checkIn', { body: { bandId } });
      // The ticket now shows as used.
      if (result.success) void mutate(apiKey('listMyTickets'));
      next = { state: 'done', result };
    } catch (error) {
      console.error('Band check-in failed', error);
      next = { state: 'failed', message: SEND_FAILED };
    }
    if (attempt === latest.current) setCheckIn(next);
  }, []);
  return { checkIn, run };
}

export interface BandCheckInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bandId: string;
  checkIn: CheckIn;
  onTryAgain: () => void;
  /** The band is not (or no longer) this member's: offer to set it up again. */
  onSetUp: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * What the check-in answered. Success says which show and seats; a refusal (no booking today, too early,
 * already checked in...) is "Check-in Failed" with the API's reason, its troubleshooting (what went wrong,
 * what to do) and Try Again; a check-in that could not be sent gets the band's tips.
 */
export function BandCheckInDialog({ open, onOpenChange, bandId, checkIn, onTryAgain, onSetUp, returnFocus }: BandCheckInDialogProps) {
  const succeeded = checkIn.state === 'done' && checkIn.result.success;
  const title = checkIn.state === 'checking' ? 'Checking in…' : succeeded ? 'Checked In!' : 'Check-in Failed';
  const failure =
    checkIn.state === 'failed'
      ? { message: checkIn.message, outcome: null, troubleshooting: checkInTroubleshooting('NOT_SENT') }
      : checkIn.state === 'done' && !succeeded
        ? checkIn.result
        : null;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={`Band ${bandId}`}
      size="sm"
      initialFocus="title"
      returnFocus={returnFocus}
      footer={
        <>
          <DialogClose asChild>
            <Button variant={failure ? 'secondary' : 'primary'}>{succeeded ? 'Done' : 'Close'}</Button>
          </DialogClose>
          {failure?.outcome === 'BAND_NOT_PAIRED' && (
            <Button variant="secondary" onClick={onSetUp}>
              Set Up Band
            </Button>
          )}
          {failure && <Button onClick={onTryAgain}>Try Again</Button>}
        </>
      }
    >
      <div role="status" aria-live="polite" className={styles.result}>
        {checkIn.state === 'checking' && (
          <p className={styles.checking}>
            <Spinner size="sm" label="" /> Looking for your booking today…
          </p>
        )}
        {succeeded && checkIn.result.booking && <CheckedIn booking={checkIn.result.booking} message={checkIn.result.message} />}
        {failure && <p className={styles.failure}>{failure.message}</p>}
        {/* In the status region, so a screen reader hears what to do with the refusal, as at the door. */}
        {failure?.troubleshooting && <CheckInTroubleshootingNotes troubleshooting={failure.troubleshooting} />}
      </div>
    </Dialog>
  );
}

function CheckedIn({ booking, message }: { booking: NonNullable<CheckInResult['booking']>; message: string }) {
  return (
    <>
      <p className={styles.success}>{message}</p>
      <dl className={styles.booking}>
        <div>
          <dt>Movie</dt>
          <dd>{booking.movieTitle}</dd>
        </div>
        <div>
          <dt>Show</dt>
          <dd>
            {formatLongDate(booking.date)} · {formatTime(booking.time)}
          </dd>
        </div>
        <div>
          <dt>{booking.seats.length === 1 ? 'Seat' : 'Seats'}</dt>
          <dd>{booking.seats.join(', ')}</dd>
        </div>
        <div>
          <dt>Booking</dt>
          <dd className={styles.code}>{booking.id}</dd>
        </div>
      </dl>
    </>
  );
}
