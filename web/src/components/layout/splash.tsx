import { SPLASH_DONE_MS, SPLASH_FADE_MS, SPLASH_FADE_START_MS } from '@shared/constants';
import { useEffect, useState } from 'react';
import styles from './splash.module.css';

const SHOWN_KEY = 'cinema.splashShown';

/** The full-screen logo on the first visit of a browser session: fades from 2.5 s over 500 ms, gone at 3 s. */
export function Splash() {
  const [phase, setPhase] = useState<'shown' | 'fading' | 'done'>(() =>
    sessionStorage.getItem(SHOWN_KEY) ? 'done' : 'shown',
  );

  useEffect(() => {
    if (phase === 'done') return;
    sessionStorage.setItem(SHOWN_KEY, 'true');
    const fade = window.setTimeout(() => setPhase('fading'), SPLASH_FADE_START_MS);
    const done = window.setTimeout(() => setPhase('done'), SPLASH_DONE_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(done);
    };
    // Runs once: the timers drive the phases.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (phase === 'done') return null;
  return (
    <div
      className={styles.splash}
      data-phase={phase}
      style={{ transitionDuration: `${SPLASH_FADE_MS}ms` }}
      role="img"
      aria-label="Cinema: Watch. Answer. Win."
      data-testid="splash"
    >
      <img src="/logo.svg" alt="" className={styles.logo} />
      <p className={styles.tagline}>Watch. Answer. Win.</p>
    </div>
  );
}
