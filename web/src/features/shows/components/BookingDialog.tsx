import type { BookingResult, Seat, SessionSummary } from '@shared/api/routes/booking';
import { formatLongDate, formatTime } from '@shared/booking/format';
import { totalPrice } from '@shared/booking/pricing';
import { compareSeatLabels } from '@shared/booking/seat-labels';
import { MAX_SEATS_PER_BOOKING } from '@shared/constants';
import { MESSAGES } from '@shared/errors';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { bookSeats, useSeatMap } from '../api/sessions';
import { SeatMap } from './SeatMap';
import styles from './BookingDialog.module.css';

type Step = 'seats' | 'payment' | 'confirmation';

interface BookingDialogProps {
  session: SessionSummary | null;
  onClose: () => void;
  /** After a booking, so the page can reload the shows' seat counts. */
  onBooked: () => void;
}

const STEP_TITLES: Record<Step, string> = {
  seats: 'Select Your Seats',
  payment: 'Payment',
  confirmation: 'Booking Confirmed!',
};

/** Seat selection, payment with points, confirmation. Cancel (or closing) forgets the selection. */
export function BookingDialog({ session, onClose, onBooked }: BookingDialogProps) {
  const { user, refreshProfile } = useAuth();
  const { toast } = useToast();
  const { mutate: mutateGlobal } = useSWRConfig();
  const { data: map, error: mapError, isLoading, mutate: reloadMap } = useSeatMap(session?.id ?? null);
  const [step, setStep] = useState<Step>('seats');
  const [selected, setSelected] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<BookingResult | null>(null);
  // One key per attempt: a retried request after a lost response is charged once.
  const idempotencyKey = useRef(crypto.randomUUID());

  useEffect(() => {
    if (mapError) toast({ title: 'Error', description: 'Failed to load seat map', variant: 'error' });
  }, [mapError, toast]);

  const prices = useMemo(() => new Map(map?.categories.map((c) => [c.id, c.price])), [map]);
  const seatsByLabel = useMemo(() => new Map(map?.seats.map((s) => [s.label, s])), [map]);
  const total = totalPrice(selected.map((label) => prices.get(seatsByLabel.get(label)?.categoryId ?? '') ?? 0));

  const reset = () => {
    setStep('seats');
    setSelected([]);
    setResult(null);
    idempotencyKey.current = crypto.randomUUID();
  };
  const close = () => {
    reset();
    onClose();
  };

  const chooseSeat = (seat: Seat) => {
    if (seat.booked) return toast({ title: 'Seat Unavailable', description: MESSAGES.seatBooked, variant: 'error' });
    if (!seat.available) return toast({ title: 'Seat Unavailable', description: MESSAGES.seatNotAvailable, variant: 'error' });
    if (selected.includes(seat.label)) return setSelected(selected.filter((label) => label !== seat.label));
    if (selected.length >= MAX_SEATS_PER_BOOKING) {
      return toast({ title: 'Maximum Seats', description: MESSAGES.maxSeats(MAX_SEATS_PER_BOOKING), variant: 'error' });
    }
    idempotencyKey.current = crypto.randomUUID();
    setSelected([...selected, seat.label].sort(compareSeatLabels));
  };

  const continueToPayment = () => {
    if (session && session.seatsLeft <= 0) return toast({ title: 'Sold Out', description: MESSAGES.soldOut, variant: 'error' });
    if (selected.length === 0) return toast({ title: 'No Seats Selected', description: MESSAGES.noSeatsSelected, variant: 'error' });
    setStep('payment');
  };

  const pay = async () => {
    if (!session) return;
    const balance = user?.points ?? 0;
    if (balance < total) {
      return toast({ title: 'Insufficient Points', description: MESSAGES.insufficientPoints(total - balance), variant: 'error' });
    }
    setSubmitting(true);
    try {
      const booking = await bookSeats({ sessionId: session.id, seats: selected, idempotencyKey: idempotencyKey.current });
      setResult(booking);
      setStep('confirmation');
      toast({ title: 'Booking Confirmed!', variant: 'success' });
      onBooked();
      void refreshProfile();
      void reloadMap();
      void mutateGlobal('/api/me/tickets');
    } catch (error) {
      const failure = error instanceof ApiError ? error : null;
      if (failure?.code === 'SEAT_UNAVAILABLE' || failure?.code === 'SOLD_OUT') {
        toast({ title: failure.code === 'SOLD_OUT' ? 'Sold Out' : 'Seat Unavailable', description: failure.message, variant: 'error' });
        const taken = (failure.details?.seats as string[] | undefined) ?? [];
        setSelected((current) => current.filter((label) => !taken.includes(label)));
        idempotencyKey.current = crypto.randomUUID();
        setStep('seats');
        void reloadMap();
      } else if (failure?.code === 'INSUFFICIENT_POINTS') {
        toast({ title: 'Insufficient Points', description: failure.message, variant: 'error' });
        void refreshProfile();
      } else {
        toast({ title: 'Booking Failed', description: 'Failed to process your booking. Please try again.', variant: 'error' });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const when = session ? `${formatLongDate(session.date)} at ${formatTime(session.time)}` : '';
  const venue = session ? [session.venue, session.location].filter(Boolean).join(', ') : '';

  const footer =
    step === 'seats' ? (
      <>
        <Button variant="ghost" onClick={close}>
          Cancel
        </Button>
        <Button onClick={continueToPayment} disabled={!map?.screen}>
          Continue to Payment
        </Button>
      </>
    ) : step === 'payment' ? (
      <>
        <Button variant="ghost" onClick={close}>
          Cancel
        </Button>
        <Button variant="secondary" onClick={() => setStep('seats')} disabled={submitting}>
          Back to Seat Selection
        </Button>
        <Button onClick={pay} loading={submitting}>
          Pay {total} Points
        </Button>
      </>
    ) : (
      <Button onClick={close}>Done</Button>
    );

  return (
    <Dialog
      open={session !== null}
      onOpenChange={(open) => !open && close()}
      title={STEP_TITLES[step]}
      description={session ? `${session.movieTitle} · ${when}` : undefined}
      size="lg"
      footer={footer}
    >
      {step === 'seats' && (
        <div className={styles.step}>
          {isLoading || !map ? (
            mapError ? null : <Spinner label="Loading seat map" />
          ) : (
            <SeatMap map={map} selected={selected} onSeatClick={chooseSeat} />
          )}
          <p className={styles.selection} aria-live="polite">
            {selected.length > 0
              ? `Selected: ${selected.join(', ')} · ${total} points`
              : `Choose up to ${MAX_SEATS_PER_BOOKING} seats.`}
          </p>
        </div>
      )}

      {step === 'payment' && session && (
        <div className={styles.step}>
          <dl className={styles.summary}>
            <dt>Movie</dt>
            <dd>{session.movieTitle}</dd>
            <dt>Date &amp; Time</dt>
            <dd>{when}</dd>
            <dt>Venue</dt>
            <dd>{venue}</dd>
            <dt>Seats</dt>
            <dd>{selected.join(', ')}</dd>
            <dt>Total</dt>
            <dd className={styles.total}>{total} points</dd>
          </dl>
          <div className={styles.methods} role="radiogroup" aria-label="Payment method">
            <button type="button" role="radio" aria-checked="true" className={styles.method}>
              <strong>Points</strong>
              <span>Your balance: {user?.points ?? 0} points</span>
            </button>
            <button
              type="button"
              role="radio"
              aria-checked="false"
              aria-disabled="true"
              className={styles.method}
              onClick={() =>
                toast({ title: 'Coming Soon', description: 'Card payment will be available soon. Please use points for now.' })
              }
            >
              <strong>Card</strong>
              <span>Coming Soon</span>
            </button>
          </div>
        </div>
      )}

      {step === 'confirmation' && result && session && (
        <div className={styles.step}>
          <p className={styles.codeLabel}>Booking code</p>
          <p className={styles.code} data-testid="booking-code">
            {result.bookingCode}
          </p>
          <dl className={styles.summary}>
            <dt>Movie</dt>
            <dd>{session.movieTitle}</dd>
            <dt>Date &amp; Time</dt>
            <dd>{when}</dd>
            <dt>Seats</dt>
            <dd>{result.seats.join(', ')}</dd>
            <dt>Venue</dt>
            <dd>{venue}</dd>
          </dl>
        </div>
      )}
    </Dialog>
  );
}
