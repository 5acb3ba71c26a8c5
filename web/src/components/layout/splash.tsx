import { SPLASH_DONE_MS, SPLASH_FADE_MS, SPLASH_FADE_START_MS } from '@shared/constants';
import { useEffect, useState } from 'react';
import styles from './splash.module.css';

const SHOWN_KEY = 'cinema.splashShown';

/** However late the app starts, the splash stays this long once it does (it fades over the last 500 ms). */
const MIN_SHOWN_MS = 1500;

/**
 * The full-screen logo on the first visit of a browser session: fades from 2.5 s over 500 ms, gone at
 * 3 s, counted from the start of the page load (index.html paints the same logo before the app runs,
 * so the visitor sees one splash of 3 s, not a blank screen and then 3 s more).
 */
export function Splash() {
  const [phase, setPhase] = useState<'shown' | 'fading' | 'done'>(() =>
    sessionStorage.getItem(SHOWN_KEY) ? 'done' : 'shown',
  );

  useEffect(() => {
    if (phase === 'done') return;
    sessionStorage.setItem(SHOWN_KEY, 'true');
    const doneIn = Math.max(SPLASH_DONE_MS - performance.now(), MIN_SHOWN_MS);
    const fade = window.setTimeout(() => setPhase('fading'), doneIn - (SPLASH_DONE_MS - SPLASH_FADE_START_MS));
    const done = window.setTimeout(() => setPhase('done'), doneIn);
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
      <img src="/logo.svg" alt="" width={320} height={320} className={styles.logo} />
      <p className={styles.tagline}>Watch. Answer. Win.</p>
    </div>
  );
}
