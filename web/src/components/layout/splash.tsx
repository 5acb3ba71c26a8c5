import { SPLASH_DONE_MS, SPLASH_FADE_MS, SPLASH_FADE_START_MS } from '@shared/constants';
import { useEffect, useState } from 'react';
import styles from './splash.module.css';

/** Set once the splash has been shown on this device (browser tests and benchmarks set it to skip it). */
const SPLASH_SHOWN_KEY = 'cinema.splashShown';

const alreadyShown = () => {
  try {
    return localStorage.getItem(SPLASH_SHOWN_KEY) !== null;
  } catch {
    // Storage refused (private mode): no splash rather than one on every visit.
    return true;
  }
};

/**
 * The full-screen logo, once per device and only when the app opens at home (never over a link to
 * another page): it fades from 2.5 s over 500 ms and is gone at 3 s, counted from the start of the
 * page load (index.html paints the same logo before the app runs, so the visitor sees one splash of at
 * most 3 s). An app that starts after 3 s shows no splash at all.
 */
export function Splash() {
  const [phase, setPhase] = useState<'shown' | 'fading' | 'done'>(() =>
    window.location.pathname !== '/' || alreadyShown() || performance.now() >= SPLASH_DONE_MS ? 'done' : 'shown',
  );

  useEffect(() => {
    if (phase === 'done') return;
    localStorage.setItem(SPLASH_SHOWN_KEY, 'true');
    const elapsed = performance.now();
    const fade = window.setTimeout(() => setPhase('fading'), Math.max(0, SPLASH_FADE_START_MS - elapsed));
    const done = window.setTimeout(() => setPhase('done'), SPLASH_DONE_MS - elapsed);
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
