import type { CheckInResult } from '@shared/api/routes/booking';
import { formatLongDate, formatTime } from '@shared/booking/format';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CheckInTroubleshootingNotes } from '../../../components/check-in-troubleshooting';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { api, ApiError } from '../../../lib/api-client';
import { useQrCamera } from './use-qr-camera';
import { AdminPageHeader } from '../components/admin-page-header';
import styles from './check-in.module.css';

/** /admin/check-in: staff at the door check a booking in by its code, typed or scanned from the ticket's QR. */
export default function AdminCheckInPage() {
  const { toast } = useToast();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CheckInResult | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const resultPanel = useRef<HTMLElement>(null);
  // On a phone the answer comes under the form, below the screen's edge (at 360x640 all but its first
  // line): brought into sight, so the guest's answer is read without scrolling for it.
  useEffect(() => {
    if (result) resultPanel.current?.scrollIntoView({ block: 'nearest' });
  }, [result]);

  const checkIn = async (bookingCode: string) => {
    const trimmed = bookingCode.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    setResult(null);
    try {
      setResult(await api('checkIn', { body: { bookingCode: trimmed } }));
      setCode('');
    } catch (error) {
      toast({ title: 'Check-in Failed', description: error instanceof ApiError ? error.message : 'Failed to check in. Please try again.', variant: 'error' });
    } finally {
      setBusy(false);
      // Ready for the next code, without scrolling back up to the field and the answer out of sight.
      codeInput.current?.focus({ preventScroll: true });
    }
  };
  const { videoRef, state: cameraState, start: startCamera, stop: stopCamera } = useQrCamera((scanned) => {
    setCode(scanned);
    void checkIn(scanned);
  });
  const cameraOn = cameraState.status === 'starting' || cameraState.status === 'scanning';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void checkIn(code);
  };

  return (
    <main className="page">
      <AdminPageHeader title="Door Check-in" description="Type or scan the booking code on a member's ticket. A booking checks in once, on the show's day, from 60 minutes before the start." />
      <div className={styles.layout}>
        <section className={styles.panel} aria-label="Check in a booking">
          <form className={styles.form} onSubmit={submit}>
            <TextField
              ref={codeInput}
              label="Booking code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              placeholder="BK-..."
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
            <Button type="submit" loading={busy} disabled={!code.trim()}>
              Check in
            </Button>
          </form>
          <div className={styles.camera}>
            {cameraOn ? (
              <Button variant="secondary" onClick={stopCamera}>
                Stop camera
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => void startCamera()}>
                Scan QR code
              </Button>
            )}
            {/* Kept in the page while off, so the stream has somewhere to go the moment it starts. */}
            <video ref={videoRef} className={styles.video} hidden={!cameraOn} muted playsInline aria-label="Camera preview" />
            {cameraState.status === 'starting' && <p className={styles.muted}>Starting the camera...</p>}
            {cameraState.status === 'scanning' && <p className={styles.muted}>Hold the ticket's QR code in front of the camera.</p>}
            {cameraState.status === 'failed' && (
              <p className={styles.cameraError} role="alert">
                {cameraState.message}
              </p>
            )}
          </div>
        </section>
        <section ref={resultPanel} className={styles.panel} aria-label="Check-in result">
          <div role="status" aria-live="polite" className={styles.result} data-outcome={result?.outcome}>
            {result ? <CheckInOutcome result={result} /> : <p className={styles.muted}>The result of each check-in appears here.</p>}
          </div>
        </section>
      </div>
    </main>
  );
}

function CheckInOutcome({ result }: { result: CheckInResult }) {
  const { booking } = result;
  return (
    <>
      <p className={styles.verdict} data-success={result.success}>
        {result.success ? 'Checked in' : 'Not checked in'}
      </p>
      <p className={styles.message}>{result.message}</p>
      {booking && (
        <dl className={styles.facts}>
          <dt>Movie</dt>
          <dd>{booking.movieTitle}</dd>
          <dt>Show</dt>
          <dd>
            {formatLongDate(booking.date)} at {formatTime(booking.time)}
          </dd>
          <dt>{booking.seats.length === 1 ? 'Seat' : 'Seats'}</dt>
          <dd className={styles.seats}>{booking.seats.join(', ')}</dd>
          <dt>Code</dt>
          <dd className={styles.code}>{booking.id}</dd>
        </dl>
      )}
      {/* In the status region, so a screen reader hears what to do with the refusal. */}
      {result.troubleshooting && <CheckInTroubleshootingNotes troubleshooting={result.troubleshooting} heading="h2" />}
    </>
  );
}
