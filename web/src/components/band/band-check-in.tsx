import { useId, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth';
import { Button, type ButtonProps } from '../ui/button';
import { BandCheckInDialog, useBandCheckIn } from './band-check-in-dialog';
import { BandHelpDialog } from './band-help-dialog';
import { BandSetupDialog } from './band-setup-dialog';
import styles from './band.module.css';

type Open = 'setup' | 'help' | 'check-in' | null;

/**
 * The band's three dialogs and who opened them. Check in without a paired band goes through setup
 * first, then checks in; each dialog gives the focus back to the button that opened the first one
 * (a dialog that follows another takes it from there).
 */
function useBandDialogs() {
  const { user } = useAuth();
  const [open, setOpen] = useState<Open>(null);
  // What follows setup once the band is paired (check-in when setup came from Check in).
  const afterSetup = useRef<'check-in' | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const bandId = user?.bandId ?? null;
  const { checkIn, run } = useBandCheckIn();

  const checkInWith = (band: string) => {
    setOpen('check-in');
    void run(band);
  };
  const start = (dialog: Exclude<Open, null>, from: HTMLElement) => {
    opener.current = from;
    afterSetup.current = dialog === 'check-in' ? 'check-in' : null;
    if (dialog === 'check-in' && bandId) checkInWith(bandId);
    else setOpen(dialog === 'check-in' ? 'setup' : dialog);
  };
  const close = (isOpen: boolean) => !isOpen && setOpen(null);

  const dialogs = (
    <>
      <BandSetupDialog
        open={open === 'setup'}
        onOpenChange={close}
        onPaired={(paired) => afterSetup.current === 'check-in' && checkInWith(paired)}
        onHelp={() => setOpen('help')}
        returnFocus={opener}
      />
      <BandHelpDialog open={open === 'help'} onOpenChange={close} returnFocus={opener} />
      {bandId && (
        <BandCheckInDialog
          open={open === 'check-in'}
          onOpenChange={close}
          bandId={bandId}
          checkIn={checkIn}
          onTryAgain={() => void run(bandId)}
          onSetUp={() => {
            afterSetup.current = 'check-in';
            setOpen('setup');
          }}
          returnFocus={opener}
        />
      )}
    </>
  );
  return { bandId, start, dialogs };
}

/** One "Check in with band" button (My Tickets, for a show today): setup first when no band is paired. */
export function BandCheckInButton(props: Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const { start, dialogs } = useBandDialogs();
  return (
    <>
      <Button {...props} onClick={(event) => start('check-in', event.currentTarget)}>
        Check in with band
      </Button>
      {dialogs}
    </>
  );
}

/** The band card (Pre Show Setup): which band is paired, Check in with band, Set Up or Change Band, Help. */
export function BandPanel() {
  const { bandId, start, dialogs } = useBandDialogs();
  const headingId = useId();
  return (
    <section className={`card ${styles.panel}`} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.panelTitle}>
          Wearable Band
        </h2>
        <p className={styles.muted}>
          {bandId ? (
            <>
              Paired band: <strong className={styles.code}>{bandId}</strong>
            </>
          ) : (
            'No band paired yet. Pair one to check in at the door with a tap.'
          )}
        </p>
      </div>
      <div className={styles.panelActions}>
        <Button onClick={(event) => start('check-in', event.currentTarget)}>Check in with band</Button>
        <Button variant="secondary" onClick={(event) => start('setup', event.currentTarget)}>
          {bandId ? 'Change Band' : 'Set Up Band'}
        </Button>
        <Button variant="ghost" onClick={(event) => start('help', event.currentTarget)}>
          Band Help
        </Button>
      </div>
      {dialogs}
    </section>
  );
}
