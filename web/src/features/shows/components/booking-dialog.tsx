import type { BookingResult, Seat, SessionSummary } from '@shared/api/routes/booking';
import { formatLongDate, formatTime } from '@shared/booking/format';
import { totalPrice } from '@shared/booking/pricing';
import { compareSeatLabels } from '@shared/booking/seat-labels';
import { MAX_SEATS_PER_BOOKING } from '@shared/constants';
import { MESSAGES } from '@shared/errors';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { WrapAfter } from '../../../components/wrap-after';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { apiErrorOf, apiKey } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { failureText, refusedSeats } from '../../../lib/error-messages';
import { v4 as randomUuid } from 'uuid';
import { bookSeats, useSeatMap } from '../api/sessions';
import { loadingRoomOf } from '../lib/loading-room';
import { SeatMap, SeatMapPlaceholder } from './seat-map';
import styles from './booking-dialog.module.css';
import { formatNumber } from '../../../lib/format';

type Step = 'seats' | 'payment' | 'confirmation';

interface BookingDialogProps {
  session: SessionSummary | null;
  onClose: () => void;
  /** After a booking, with it, so the page can count its seats; after a refusal because the show started, without, so it can reload the shows. */
  onBooked: (booking?: BookingResult) => void;
}

/** The toast of a booking that failed for no reason the member can act on. */
const BOOKING_FAILED = { title: 'Booking Failed', description: 'Failed to process your booking. Please try again.' };

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
  const paymentMethodName = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // One key per booking attempt, made at its first Pay: Pay again after a lost response sends the same
  // key and is charged once. A changed selection, a booking made or a reset starts a new attempt.
  // (uuid, not crypto.randomUUID: that one is missing on a plain-http LAN address.)
  const idempotencyKey = useRef<string | null>(null);
  // Bumped by every reset, so a payment that answers after one cannot bring its result back.
  const generation = useRef(0);

  // The new step's heading takes the focus: announced, and no reused footer button under it to press twice.
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (mapError) toast({ title: 'Error', description: 'Failed to load seat map', variant: 'error' });
  }, [mapError, toast]);

  const prices = useMemo(() => new Map(map?.categories.map((c) => [c.id, c.price])), [map]);
  const seatsByLabel = useMemo(() => new Map(map?.seats.map((s) => [s.label, s])), [map]);
  const total = totalPrice(selected.map((label) => prices.get(seatsByLabel.get(label)?.categoryId ?? '') ?? 0));

  const reset = () => {
    generation.current += 1;
    idempotencyKey.current = null;
    setStep('seats');
    setSelected([]);
    setResult(null);
    setSubmitting(false);
  };
  const close = () => {
    // A payment in flight must end in its confirmation or its error, not in a dialog gone.
    if (submitting) return;
    reset();
    onClose();
  };
  const select = (labels: string[]) => {
    idempotencyKey.current = null;
    setSelected(labels);
  };

  const chooseSeat = (seat: Seat) => {
    if (seat.booked) return toast({ title: 'Seat Unavailable', description: MESSAGES.seatBooked, variant: 'error' });
    if (!seat.available) return toast({ title: 'Seat Unavailable', description: MESSAGES.seatNotAvailable, variant: 'error' });
    if (selected.includes(seat.label)) return select(selected.filter((label) => label !== seat.label));
    if (selected.length >= MAX_SEATS_PER_BOOKING) {
      return toast({ title: 'Maximum Seats', description: MESSAGES.maxSeats(MAX_SEATS_PER_BOOKING), variant: 'error' });
    }
    select([...selected, seat.label].sort(compareSeatLabels));
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
    const current = generation.current;
    const key = (idempotencyKey.current ??= randomUuid());
    setSubmitting(true);
    try {
      const booking = await bookSeats({ sessionId: session.id, seats: selected, idempotencyKey: key });
      // Charged even if the dialog was reset meanwhile: say so and refresh what the booking changed. The
      // failure of an earlier Pay of this attempt is over: its toast goes, not to stand beside this one.
      toast({ title: 'Booking Confirmed!', variant: 'success', replaces: [BOOKING_FAILED.title] });
      onBooked(booking);
      void refreshProfile();
      void reloadMap();
      void mutateGlobal(apiKey('listMyTickets'));
      if (generation.current !== current) return;
      idempotencyKey.current = null;
      setResult(booking);
      setStep('confirmation');
    } catch (error) {
      if (generation.current !== current) return;
      const failure = apiErrorOf(error, 'createBooking');
      // The seats the server refused: taken or no longer for sale (409), or not a seat label at all (400).
      const refused = refusedSeats(failure?.details);
      toast({ ...failureText(failure, BOOKING_FAILED), variant: 'error' });
      if (
        failure?.code === 'SEAT_UNAVAILABLE' ||
        failure?.code === 'SOLD_OUT' ||
        (failure?.code === 'VALIDATION_ERROR' && refused.length > 0)
      ) {
        select(selected.filter((label) => !refused.includes(label)));
        setStep('seats');
        void reloadMap();
      } else if (failure?.code === 'SHOW_STARTED' || failure?.code === 'SHOW_CLOSED') {
        onBooked();
      } else if (failure?.code === 'INSUFFICIENT_POINTS') {
        void refreshProfile();
      }
    } finally {
      if (generation.current === current) setSubmitting(false);
    }
  };

  const when = session ? `${formatLongDate(session.date)} at ${formatTime(session.time)}` : '';
  const venue = session ? [session.venue, session.location].filter(Boolean).join(', ') : '';
  const loadingRoom = session && loadingRoomOf(session);

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
        <Button variant="ghost" onClick={close} disabled={submitting}>
          Cancel
        </Button>
        <Button variant="secondary" onClick={() => setStep('seats')} disabled={submitting}>
          Back to Seat Selection
        </Button>
        <Button onClick={pay} loading={submitting}>
          Pay {formatNumber(total)} Points
        </Button>
      </>
    ) : (
      <Button onClick={close}>Done</Button>
    );

  return (
    <Dialog
      open={session !== null}
      onOpenChange={(open) => !open && close()}
      dismissible={!submitting}
      title={STEP_TITLES[step]}
      titleRef={headingRef}
      description={session ? `${session.movieTitle} · ${when}` : undefined}
      size="lg"
      footer={footer}
    >
      {step === 'seats' && (
        <div className={styles.step}>
          {map ? (
            <SeatMap map={map} selected={selected} onSeatClick={chooseSeat} />
          ) : mapError && !isLoading ? (
            <LoadError title="Failed to load seat map" onRetry={() => void reloadMap()} />
          ) : loadingRoom ? (
            <SeatMapPlaceholder room={loadingRoom}>
              <Spinner label="Loading seat map" />
            </SeatMapPlaceholder>
          ) : (
            <div className={styles.mapLoading}>
              <Spinner label="Loading seat map" />
            </div>
          )}
          <p className={styles.selection} aria-live="polite">
            {selected.length > 0
              ? `Selected: ${selected.join(', ')} · ${formatNumber(total)} points`
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
            <dd className={styles.total}>{formatNumber(total)} points</dd>
          </dl>
          <fieldset className={styles.methods}>
            <legend className="visually-hidden">Payment method</legend>
            <label className={styles.method}>
              <input type="radio" name={paymentMethodName} value="points" defaultChecked />
              <strong>Points</strong>{' '}
              <span>Your balance: {formatNumber(user?.points ?? 0)} points</span>
            </label>
            {/* The radio itself is disabled; a click on its card still says why. */}
            <label
              className={styles.method}
              onClick={() =>
                toast({ title: 'Coming Soon', description: 'Card payment will be available soon. Please use points for now.' })
              }
            >
              <input type="radio" name={paymentMethodName} value="card" disabled />
              <strong>Card</strong>{' '}
              <span>Coming Soon</span>
            </label>
          </fieldset>
        </div>
      )}

      {step === 'confirmation' && result && session && (
        <div className={styles.step}>
          <p className={styles.codeLabel}>Booking code</p>
          <p className={styles.code} data-testid="booking-code">
            <WrapAfter text={result.bookingCode} after="-" />
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
          <Link className={styles.ticketsLink} to="/my-tickets">
            View your tickets in My Tickets
          </Link>
        </div>
      )}
    </Dialog>
  );
}
