import { SPLASH_DONE_MS, SPLASH_FADE_MS, SPLASH_FADE_START_MS } from '@shared/constants';
import { useEffect, useState, useSyncExternalStore } from 'react';
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
 * Whether this page load shows the splash, decided as the app starts: at home (never over a link to
 * another page), once per device, and only while the 3 seconds from the start of the load last.
 */
const splashWanted = () =>
  typeof window !== 'undefined' && window.location.pathname === '/' && !alreadyShown() && performance.now() < SPLASH_DONE_MS;
const SPLASH_WANTED = splashWanted();
const unchanging = () => () => undefined;

/**
 * The full-screen logo, once per device when the app opens at home: it fades from 2.5 s over 500 ms
 * and is gone at 3 s, counted from the start of the page load.
 *
 * Home may come pre-rendered (docs/first-visit.md), painted before the app runs: that HTML, the same
 * for every visitor, has no splash, and React's first render over it must match it (the server
 * snapshot, false); the splash comes right after, over the page painted from the HTML, until 3 s after
 * the load began, never longer.
 */
export function Splash() {
  const wanted = useSyncExternalStore(unchanging, () => SPLASH_WANTED, () => false);
  const [phase, setPhase] = useState<'shown' | 'fading' | 'done'>('shown');

  useEffect(() => {
    if (!wanted) return;
    localStorage.setItem(SPLASH_SHOWN_KEY, 'true');
    const elapsed = performance.now();
    const fade = window.setTimeout(() => setPhase('fading'), Math.max(0, SPLASH_FADE_START_MS - elapsed));
    const done = window.setTimeout(() => setPhase('done'), SPLASH_DONE_MS - elapsed);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(done);
    };
  }, [wanted]);

  if (!wanted || phase === 'done') return null;
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
